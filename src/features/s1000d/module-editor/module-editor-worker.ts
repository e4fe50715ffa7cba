/// <reference lib="webworker" />
import { expose } from 'comlink';
import { BrexEngine } from '../../../s1000d/brex/brex-engine.ts';
import { memoryProvider } from '../../../s1000d/brex/worker/check-files.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { addIcn } from '../../../s1000d/authoring/add-icn.ts';
import {
  addReasonForUpdate,
  editReasonForUpdate,
  markChangeAt,
  readReasonsForUpdate,
  setBrexReference,
  type ReasonInput,
} from '../../../s1000d/authoring/reasons-for-update.ts';
import { internalRefMarkup, setAttributeAt } from '../../../s1000d/authoring/insert-markup.ts';
import { completionBrexRules, completionSpecs } from '../../../s1000d/authoring/completion.ts';
import type { Diagnostic } from '../../../s1000d/authoring/diagnostics.ts';
import { checkModuleWithSte } from '../../../s1000d/authoring/editor-checks.ts';
import { syncRefs } from '../../../s1000d/authoring/sync-refs.ts';
import { defaultSteSettings, type SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import {
  applyIdentChange,
  readIdentStatus,
  type IdentChange,
} from '../../../s1000d/authoring/ident-status.ts';
import { scanModule } from '../../../s1000d/authoring/scan-module.ts';
import {
  productsApplying,
  setApplicInText,
  type ApplicPlace,
  type NamedProduct,
} from '../../../s1000d/authoring/applic-in-text.ts';
import type { ApplicNode } from '../../../s1000d/applic/applic-statement.ts';
import type { ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import { checkStatement } from '../../../s1000d/applic/check-statement.ts';
import { displayTextOf } from '../../../s1000d/applic/display-text.ts';
import { indexSchemaSet, type SchemaIndex } from '../../../s1000d/schemas/xsd-model.ts';
import type { SchemaSet } from '../../../s1000d/schemas/schema-set.ts';
import { dmRefOf } from '../../../s1000d/publication/new-pm.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

let engine: Promise<BrexEngine> | undefined;
let provider = memoryProvider([], []);
let known: Set<string> | undefined;
let brexFiles: { project: NamedFile[]; defaults: NamedFile[] } = { project: [], defaults: [] };
const schemaIndexes = new Map<string, SchemaIndex>();

/** The editor's checks and edits, off the page's thread: one worker for the editor's life. */
const api = {
  /** The project's BREX, the default BREX and the codes of its objects, once per page. */
  setUp(brex: NamedFile[], defaultBrex: NamedFile[], codes: string[]) {
    provider = memoryProvider(brex, defaultBrex);
    brexFiles = { project: brex, defaults: defaultBrex };
    known = new Set(codes);
    engine ??= BrexEngine.create();
  },

  /** The checks of a text; STE with the project's settings (the defaults until they load). */
  async check(
    text: string,
    fileName: string,
    ste?: { settings: SteSettings; key: string },
  ): Promise<Diagnostic[]> {
    const brex = engine ? { engine: await engine, provider } : undefined;
    return checkModuleWithSte(text, {
      fileName,
      ...(known ? { known: { codes: known } } : {}),
      ...(brex ? { brex } : {}),
      ste: {
        settings: ste?.settings ?? defaultSteSettings(),
        ...(ste?.key ? { key: ste.key } : {}),
      },
      parser: xmldomParser,
    });
  },

  syncRefs(text: string) {
    return syncRefs(text, xmldomParser);
  },

  addIcn(text: string, fileName: string) {
    return addIcn(text, fileName);
  },

  identStatus(text: string) {
    return readIdentStatus(text, xmldomParser);
  },

  applyIdentChange(text: string, change: IdentChange) {
    return applyIdentChange(text, change, xmldomParser);
  },

  /** Ids an internalRef or applicRefId may name: each with its element. */
  targets(text: string): { id: string; element: string }[] {
    return [...scanModule(text).ids].map(([id, { element }]) => ({ id, element }));
  },

  reasons(text: string) {
    return readReasonsForUpdate(text, xmldomParser);
  },

  addReason(text: string, input: ReasonInput) {
    return addReasonForUpdate(text, input, xmldomParser).text;
  },

  editReason(text: string, id: string, input: ReasonInput) {
    return editReasonForUpdate(text, id, input, xmldomParser);
  },

  markChange(text: string, offset: number, change: Parameters<typeof markChangeAt>[2]) {
    return markChangeAt(text, offset, change);
  },

  setBrex(text: string, code: string) {
    return setBrexReference(text, code, xmldomParser);
  },

  /** A statement as the author builds it: its display text, what is wrong, which products. */
  applicPreview(statement: ApplicNode, properties: ApplicProperty[], products: NamedProduct[]) {
    return {
      displayText: displayTextOf(statement, properties),
      problems: checkStatement(statement, properties),
      products: productsApplying(statement, products, xmldomParser),
    };
  },

  setApplic(text: string, statement: ApplicNode, properties: ApplicProperty[], place: ApplicPlace) {
    return setApplicInText(text, statement, properties, place, xmldomParser);
  },

  internalRef(target: { id: string; element: string }) {
    return internalRefMarkup(target);
  },

  setAttributeAt(text: string, offset: number, name: string, value: string) {
    return setAttributeAt(text, offset, name, value);
  },

  dmRef(code: string, title: string): string {
    const markup = dmRefOf({ code, title });
    if (Array.isArray(markup)) throw new Error(markup.join(' '));
    return markup;
  },

  /** From the installed schema set when given (indexed once per issue), and the BREX values. */
  completion(set: SchemaSet | undefined, text: string, issue: string | undefined) {
    let index = set && schemaIndexes.get(set.issue);
    if (set && !index) {
      index = indexSchemaSet(set, xmldomParser);
      schemaIndexes.set(set.issue, index);
    }
    const { project, defaults } = brexFiles;
    const rules = completionBrexRules(text, issue, defaults, project, xmldomParser);
    return completionSpecs(index, text, rules);
  },
};

export type ModuleEditorWorkerApi = typeof api;
expose(api);
