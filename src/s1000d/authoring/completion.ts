import type { SchemaIndex } from '../schemas/xsd-model';
import { DEFAULT_BREX, isKnownIssue } from '../brex/default-brex';
import type { NamedFile } from '../brex/worker/protocol';
import { namesInXml, readBrexValueRules, type BrexValueRule } from '../schemas/name-lookup';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { issueFromSchemaUrl } from '../xml/detect-issue';
import type { XmlParser } from '../xml/xml-parser';

/** What the XML editor completes: elements, the children each may hold, their attributes. */
export type CompletionSpec = {
  name: string;
  /** Undefined: any known element (nothing is known of its content model). */
  children?: string[];
  attributes: { name: string; values?: string[] }[];
};

/** Elements every data module uses, for completion when no schema is installed. */
const COMMON_ELEMENTS = [
  'para',
  'title',
  'levelledPara',
  'proceduralStep',
  'note',
  'notePara',
  'warning',
  'caution',
  'warningAndCautionPara',
  'randomList',
  'sequentialList',
  'listItem',
  'figure',
  'graphic',
  'table',
  'tgroup',
  'colspec',
  'thead',
  'tbody',
  'row',
  'entry',
  'emphasis',
  'internalRef',
  'dmRef',
  'dmRefIdent',
  'dmCode',
  'pmRef',
  'externalPubRef',
  'refs',
  'applic',
  'displayText',
  'simplePara',
  'assert',
  'evaluate',
  'referencedApplicGroup',
  'symbol',
  'acronym',
  'acronymTerm',
  'acronymDefinition',
  'verbatimText',
  'subScript',
  'superScript',
];

type Attribute = CompletionSpec['attributes'][number];

/**
 * The attribute values BREX rules allow, from the rules whose path names one attribute
 * (`//@emphasisType`, `//dmIdent/dmCode/@infoCode`: the last element named): keyed `element@attribute`, `*@attribute` for any
 * element. Later rules (the project's, after the default BREX) replace earlier ones.
 */
export function brexAttributeValues(rules: readonly BrexValueRule[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const rule of rules) {
    const m = /^\/\/(?:[A-Za-z][\w.-]*\/)*?(?:([A-Za-z][\w.-]*)\/)?@([A-Za-z][\w.-]*)$/.exec(
      rule.objectPath.trim(),
    );
    if (!m || rule.allowedObjectFlag === '0') continue;
    const allowed = rule.values.filter((v) => v.form === 'single' && v.value).map((v) => v.value);
    if (allowed.length) values.set(`${m[1] ?? '*'}@${m[2]}`, allowed);
  }
  return values;
}

/** The attributes with the BREX's values (the element's own rule first), and those the BREX names for it. */
function withBrexValues(
  element: string,
  attributes: readonly Attribute[],
  brex: ReadonlyMap<string, string[]>,
): Attribute[] {
  const result = new Map<string, Attribute>();
  for (const a of attributes) {
    const values = brex.get(`${element}@${a.name}`) ?? brex.get(`*@${a.name}`) ?? a.values;
    result.set(a.name, values ? { name: a.name, values } : { name: a.name });
  }
  for (const [key, values] of brex) {
    const [on, name = ''] = key.split('@');
    if (on === element && !result.has(name)) result.set(name, { name, values });
  }
  return [...result.values()];
}

/**
 * Completion from the project's installed schema when there is one (each element with its
 * content model's children and declared attributes, enumerations as values), else from the
 * names the text already uses and the elements every data module uses. Either way, attribute
 * values the BREX in force allows (the default BREX of the module's issue, then the
 * project's) are offered: they are what the checks will accept.
 */
export function completionSpecs(
  index: SchemaIndex | undefined,
  text: string,
  brexRules: readonly BrexValueRule[] = [],
): CompletionSpec[] {
  const brex = brexAttributeValues(brexRules);
  if (index) {
    return [...index.elements].map(([name, models]) => {
      const children = [...new Set(models.flatMap((m) => m.children.map((c) => c.name)))];
      const attributes = new Map<string, string[] | undefined>();
      for (const m of models)
        for (const a of m.attributes)
          if (a.use !== 'prohibited') attributes.set(a.name, a.enumeration);
      const declared = [...attributes].map(([n, values]) =>
        values ? { name: n, values } : { name: n },
      );
      return { name, children, attributes: withBrexValues(name, declared, brex) };
    });
  }
  const used = namesInXml(text);
  const names = new Set([...used.attributes].filter((a) => !a.includes(':')));
  for (const key of brex.keys()) if (key.startsWith('*@')) names.add(key.slice(2));
  const attributes = [...names].map((name) => ({ name }));
  return [...new Set([...used.elements, ...COMMON_ELEMENTS])]
    .filter((n) => !n.includes(':'))
    .map((name) => ({ name, attributes: withBrexValues(name, attributes, brex) }));
}

/**
 * The BREX value rules completion offers for a module: the default BREX of the issue its
 * schema location names (else the given issue), then the project's BREX files.
 */
export function completionBrexRules(
  text: string,
  fallbackIssue: string | undefined,
  defaultBrex: readonly NamedFile[],
  projectBrex: readonly NamedFile[],
  parser: XmlParser,
): BrexValueRule[] {
  const location = /noNamespaceSchemaLocation\s*=\s*["']([^"']*)["']/.exec(text.slice(0, 4000));
  const issue = (location && issueFromSchemaUrl(location[1]!)) ?? fallbackIssue;
  const code = issue && isKnownIssue(issue) ? DEFAULT_BREX[issue].code : undefined;
  const files = [...defaultBrex.filter((f) => f.name === code), ...projectBrex];
  return files.flatMap((f) => {
    try {
      return readBrexValueRules(
        typeof f.bytes === 'string' ? f.bytes : decodeXmlBytes(f.bytes),
        parser,
      );
    } catch {
      return []; // A BREX that does not parse offers nothing; the checks report it.
    }
  });
}
