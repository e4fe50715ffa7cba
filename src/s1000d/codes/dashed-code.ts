import { fail, ok, type ParseResult } from '../result';
import { checkSegments, readSegmentAttributes, type SegmentSpec } from './segment';

/** A segment whose XML value is lower case and whose string form writes it in upper case (dmlType, commentType). */
export type DashedSegment = SegmentSpec & { upperInText?: boolean };

/**
 * The codes that are a prefix and fixed segments joined by "-" (PMC, SMC, DML, DDN, COM): one
 * definition gives the parser, the formatter, the validator and the reader of the XML element,
 * all agreeing with the segment patterns the schemas give.
 */
export function dashedCode<T extends Record<string, string>>(definition: {
  prefix: string;
  /** Says what the text should have been: `is not ${what} (${form})`. */
  what: string;
  form: string;
  segments: readonly DashedSegment[];
}) {
  const { prefix, segments } = definition;
  const textPattern = (s: DashedSegment) => {
    const source = s.pattern.source.replace(/^\^|\$$/g, '');
    return `(${s.upperInText ? source.toUpperCase() : source})`;
  };
  const body = new RegExp(`^${segments.map(textPattern).join('-')}$`);
  const head = `${prefix}-`;

  function parse(text: string): ParseResult<T> {
    const m = body.exec(text.startsWith(head) ? text.slice(head.length) : text);
    if (!m) return fail(`"${text}" is not ${definition.what} (${definition.form})`);
    const code: Record<string, string> = {};
    segments.forEach((s, i) => {
      code[s.attribute] = s.upperInText ? m[i + 1]!.toLowerCase() : m[i + 1]!;
    });
    return ok(code as T);
  }

  function format(code: T, options: { prefix?: boolean } = {}): string {
    const parts = segments.map((s) =>
      s.upperInText ? code[s.attribute]!.toUpperCase() : code[s.attribute]!,
    );
    return (options.prefix === false ? '' : head) + parts.join('-');
  }

  function validate(code: T): string[] {
    return checkSegments(segments, code);
  }

  /** The segments an XML code element carries as they stand, a missing one as empty text. */
  function readAttributes(el: Element | undefined): T {
    return readSegmentAttributes(el, segments) as T;
  }

  /** The code an XML code element carries, or undefined when an attribute is missing. */
  function readElement(el: Element): T | undefined {
    const code = readAttributes(el);
    return Object.values(code).every((v) => v !== '') ? code : undefined;
  }

  return { segments, parse, format, validate, readElement, readAttributes };
}
