import { formatDmCode } from '../codes/dm-code';
import { formatLanguage, formatIssue } from '../csdb/object-key';
import { IDENT_ELEMENTS } from '../refs/object-ident';
import { readApplicStatement } from './applic-expr';
import { BuildContext } from './build-context';
import { blocks } from './build-blocks';
import { table } from './build-table';
import {
  dmCodeOf,
  extendedCodeOf,
  issueInfoOf,
  languageOf,
  pmCodeOf,
  readLightRef,
  titleOf,
} from './light-refs';
import {
  find,
  findAll,
  kid,
  kids,
  parseLightXml,
  parseLightXmlStart,
  textOfLight,
  type LightDocument,
  type LightElement,
} from './light-xml';
import type { ModuleRef, ModuleView } from './model';
import { registerBuilders } from './build-blocks';
import './build-procedure';
import './build-fault';
import './build-parts';
import './build-sequences';

registerBuilders({ table });

const CONTENTS = ['content', 'dmlContent', 'ddnContent', 'commentContent'];
/**
 * Elements a module's start may end inside: each holds whole blocks one after another, so
 * the ones closed before the cut are shown as they are and the rest follow. Anything else
 * open at the cut is left out whole (a paragraph, a list item, a row, a step's question).
 */
const KEPT_OPEN: ReadonlySet<string> = new Set([
  'dmodule',
  ...CONTENTS,
  'description',
  'levelledPara',
  'procedure',
  'mainProcedure',
  'proceduralStep',
  'faultIsolation',
  'faultIsolationProcedure',
  'isolationProcedure',
  'isolationMainProcedure',
  'illustratedPartsCatalog',
  'crew',
  'crewRefCard',
  'crewDrill',
  'process',
  'randomList',
  'sequentialList',
  'table',
  'tgroup',
  'tbody',
]);

const SCHEMA_FROM_URL = /([A-Za-z]+)\.xsd\s*$/;

/** Reads a data module (or any CSDB object) into the reading model. */
export function readModule(text: string, fileName = '(unnamed)'): ModuleView {
  return buildModuleView(parseLightXml(text, { fileName }));
}

/**
 * The reading model of a module's first bytes only, marked partial (decision 1710): the page
 * draws it while the rest arrives, then the whole module's model replaces it. Null when the
 * bytes hold no root element yet or cannot be read.
 */
export function readModuleStart(text: string, fileName = '(unnamed)'): ModuleView | null {
  const doc = parseLightXmlStart(text, KEPT_OPEN, fileName);
  // Its identity, status and applicability come before the content: all of them, or nothing.
  if (!doc || !CONTENTS.some((name) => kid(doc.root, name))) return null;
  try {
    return { ...buildModuleView(doc), partial: true };
  } catch {
    return null;
  }
}

export function buildModuleView(doc: LightDocument): ModuleView {
  const root = doc.root;
  const ctx = new BuildContext();
  const status = find(root, ['dmStatus', 'pmStatus', 'dmlStatus', 'ddnStatus', 'commentStatus']);
  const content =
    kid(root, 'content') ??
    kid(root, 'dmlContent') ??
    kid(root, 'ddnContent') ??
    kid(root, 'commentContent');
  for (const group of findAll(content, 'warningsAndCautions')) {
    for (const item of kids(group)) if (item.attrs.id) ctx.attention.set(item.attrs.id, item);
  }
  const view: ModuleView = {
    kind: root.name === 'dmodule' ? 'dm' : root.name === 'pm' ? 'pm' : 'other',
    ...identity(root, doc.fileName),
    schema: schemaOf(root),
    applics: {},
    reasonsForUpdate: kids(status, 'reasonForUpdate').map((r) => {
      const reason: ModuleView['reasonsForUpdate'][number] = { text: textOfLight(r) };
      if (r.attrs.id) reason.id = r.attrs.id;
      if (r.attrs.updateReasonType) reason.type = r.attrs.updateReasonType;
      return reason;
    }),
    icns: {},
    references: [],
    body: [],
    targets: ctx.targets,
  };
  const security = kid(status, 'security')?.attrs.securityClassification;
  if (security) view.securityClassification = security;
  const issueType = status?.attrs.issueType;
  if (issueType) view.issueType = issueType;
  const wholeApplic = kid(status, 'applic');
  if (wholeApplic) view.applic = readApplicStatement(wholeApplic);
  const act = find(kid(status, 'applicCrossRefTableRef'), ['dmRef']);
  const actRef = act && readLightRef(act);
  if (actRef) view.act = actRef.ref;
  for (const applic of findAll(kid(content, 'referencedApplicGroup'), 'applic')) {
    if (applic.attrs.id) view.applics[applic.attrs.id] = readApplicStatement(applic);
  }
  for (const entity of doc.doctype?.entities ?? []) {
    if (!entity.notation) continue;
    view.icns[entity.name] = {
      ...(entity.systemId ? { file: entity.systemId } : {}),
      notation: entity.notation,
    };
  }
  view.references = referencesOf(kid(content, 'refs'));
  view.body = content ? blocks(content, ctx) : [];
  return view;
}

function identity(root: LightElement, fileName: string) {
  const ident = find(root, IDENT_ELEMENTS);
  const address = find(root, [
    'dmAddressItems',
    'pmAddressItems',
    'dmlAddressItems',
    'ddnAddressItems',
    'commentAddressItems',
  ]);
  let code = fileName;
  if (ident?.name === 'dmIdent' || ident?.name === 'updateIdent') {
    const dm = dmCodeOf(
      kid(ident, ident.name === 'dmIdent' ? 'dmCode' : 'updateCode')?.attrs ?? {},
    );
    if (dm)
      code = `${ident.name === 'dmIdent' ? 'DMC' : 'UPF'}-${formatDmCode(dm, { prefix: false })}`;
  } else if (ident?.name === 'pmIdent') {
    code = pmCodeOf(kid(ident, 'pmCode')?.attrs ?? {}) ?? fileName;
  }
  code = extendedCodeOf(ident, code);
  const found: {
    code: string;
    title: string;
    issue?: string;
    language?: string;
    issueDate?: string;
  } = {
    code,
    title: titleOf(find(address, ['dmTitle'])) || textOfLight(find(address, ['pmTitle'])) || code,
  };
  const issue = issueInfoOf(kid(ident, 'issueInfo'));
  if (issue) found.issue = formatIssue(issue);
  const language = languageOf(kid(ident, 'language'));
  if (language) found.language = formatLanguage(language);
  const date = kid(address, 'issueDate');
  if (date?.attrs.year)
    found.issueDate = `${date.attrs.year}-${date.attrs.month ?? ''}-${date.attrs.day ?? ''}`;
  return found;
}

/** The schema's name from xsi:noNamespaceSchemaLocation, else the content's first element. */
function schemaOf(root: LightElement): string {
  const location = Object.entries(root.attrs).find(([n]) =>
    n.endsWith('noNamespaceSchemaLocation'),
  )?.[1];
  const fromUrl = location && SCHEMA_FROM_URL.exec(location)?.[1];
  if (fromUrl) return fromUrl;
  const content = kid(root, 'content');
  return (
    kids(content).find(
      (c) => !['refs', 'referencedApplicGroup', 'warningsAndCautions'].includes(c.name),
    )?.name ?? root.name
  );
}

function referencesOf(refs: LightElement | undefined): ModuleRef[] {
  return kids(refs).flatMap((r) => {
    if (r.name === 'externalPubRef') {
      const label =
        textOfLight(find(r, ['externalPubTitle'])) ||
        textOfLight(find(r, ['externalPubCode'])) ||
        'External publication';
      return [{ kind: 'external' as const, ref: '', label }];
    }
    const ref = readLightRef(r);
    return ref ? [ref] : [];
  });
}
