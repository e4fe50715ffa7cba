import { SaxesParser } from 'saxes';
import { formatDmCode, type DmCode } from '../codes/dm-code';
import { formatPmCode, type PmCode } from '../codes/pm-code';
import { extractDoctype, type Doctype } from '../xml/doctype';

/** A problem or a fact found at a line of the text. */
export type Located = { line: number; column: number };

export type ScannedRef = Located & { kind: 'dm' | 'pm' | 'icn'; code: string; inRefs: boolean };
export type ScannedIdRef = Located & { attribute: string; target: string };

/** What the editor's checks need from a data module, read in one pass without a DOM. */
export type ModuleScan = {
  /** Well-formedness errors, each at its line (the first 20). */
  errors: (Located & { message: string })[];
  refs: ScannedRef[];
  /** Every id and the element that carries it. */
  ids: Map<string, { element: string; line: number }>;
  idRefs: ScannedIdRef[];
  elements: Set<string>;
  doctype?: Doctype;
};

const ID_REF_ATTRIBUTES = ['internalRefId', 'applicRefId', 'warningRefs', 'cautionRefs'];
const MAX_ERRORS = 20;

/**
 * Reads an edited text with saxes (tens of milliseconds for a megabyte, decision 330): its
 * well-formedness errors with lines and columns, the references it makes, its ids and what
 * points at them. Unlike loading it for the viewer, it never refuses: every keystroke's text
 * gets an answer.
 */
export function scanModule(text: string): ModuleScan {
  const doctype = extractDoctype(text);
  const scan: ModuleScan = {
    errors: [],
    refs: [],
    ids: new Map(),
    idRefs: [],
    elements: new Set(),
  };
  if (doctype) scan.doctype = doctype;
  const declared = new Set(doctype?.entities.map((e) => e.name) ?? []);
  const parser = new SaxesParser({ xmlns: false, position: true });
  const stack: string[] = [];
  let refsDepth = 0;
  const at = (): Located => ({ line: parser.line, column: parser.column });
  parser.on('error', (error) => {
    // Entities declared in the internal subset are not errors: saxes reads no DTD.
    const entity = /undefined entity: (\S+)/i.exec(error.message)?.[1];
    if (entity && declared.has(entity.replace(/[&;.]/g, ''))) return;
    if (scan.errors.length < MAX_ERRORS)
      scan.errors.push({ ...at(), message: error.message.replace(/^[^:]*:\d+:\d+: /, '') });
  });
  parser.on('opentag', (tag) => {
    const name = tag.name.slice(tag.name.indexOf(':') + 1);
    const attrs = tag.attributes as Record<string, string>;
    const parent = stack[stack.length - 1];
    scan.elements.add(name);
    if (name === 'refs') refsDepth++;
    const inRefs = refsDepth > 0;
    if (name === 'dmCode' && parent === 'dmRefIdent' && attrs.infoCode)
      scan.refs.push({ ...at(), kind: 'dm', inRefs, code: formatDmCode(attrs as DmCode) });
    if (name === 'pmCode' && parent === 'pmRefIdent' && attrs.pmNumber)
      scan.refs.push({ ...at(), kind: 'pm', inRefs, code: formatPmCode(attrs as PmCode) });
    const icn = attrs.infoEntityIdent;
    if (icn) scan.refs.push({ ...at(), kind: 'icn', inRefs, code: icn });
    if (attrs.id) scan.ids.set(attrs.id, { element: name, line: parser.line });
    for (const attribute of ID_REF_ATTRIBUTES) {
      for (const target of (attrs[attribute] ?? '').split(/\s+/).filter(Boolean))
        scan.idRefs.push({ ...at(), attribute, target });
    }
    if (!tag.isSelfClosing) stack.push(name);
    else if (name === 'refs') refsDepth--;
  });
  parser.on('closetag', () => {
    if (stack.pop() === 'refs') refsDepth--;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    scan.errors.push({ ...at(), message: (error as Error).message });
  }
  return scan;
}
