import type { SchemaIndex } from '../schemas/xsd-model';
import { namesInXml } from '../schemas/name-lookup';

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

/**
 * Completion from the project's installed schema when there is one (each element with its
 * content model's children and declared attributes, enumerations as values), else from the
 * names the text already uses and the elements every data module uses.
 */
export function completionSpecs(index: SchemaIndex | undefined, text: string): CompletionSpec[] {
  if (index) {
    return [...index.elements].map(([name, models]) => {
      const children = [...new Set(models.flatMap((m) => m.children.map((c) => c.name)))];
      const attributes = new Map<string, string[] | undefined>();
      for (const m of models)
        for (const a of m.attributes)
          if (a.use !== 'prohibited') attributes.set(a.name, a.enumeration);
      return {
        name,
        children,
        attributes: [...attributes].map(([n, values]) =>
          values ? { name: n, values } : { name: n },
        ),
      };
    });
  }
  const used = namesInXml(text);
  const attributes = [...used.attributes].filter((a) => !a.includes(':')).map((name) => ({ name }));
  return [...new Set([...used.elements, ...COMMON_ELEMENTS])]
    .filter((n) => !n.includes(':'))
    .map((name) => ({ name, attributes }));
}
