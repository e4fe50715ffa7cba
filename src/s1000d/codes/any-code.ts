import { fail, ok, type ParseResult } from '../result';
import { formatCommentCode, parseCommentCode, type CommentCode } from './comment-code';
import { formatDdnCode, parseDdnCode, type DdnCode } from './ddn-code';
import { formatDmCode, parseDmCode, type DmCode } from './dm-code';
import { formatDmlCode, parseDmlCode, type DmlCode } from './dml-code';
import { formatExtension, splitExtension, type CodeExtension } from './extension-code';
import { formatIcnCode, parseIcnCode, type IcnCode } from './icn-code';
import { formatPmCode, parsePmCode, type PmCode } from './pm-code';
import { formatSmcCode, parseSmcCode, type SmcCode } from './smc-code';

/** Every identifier form, told apart by its prefix. */
export type AnyCode =
  | { kind: 'dmc'; code: DmCode }
  | { kind: 'dme'; extension: CodeExtension; code: DmCode }
  | { kind: 'pmc'; code: PmCode }
  | { kind: 'pme'; extension: CodeExtension; code: PmCode }
  | { kind: 'dml'; code: DmlCode }
  | { kind: 'ddn'; code: DdnCode }
  | { kind: 'com'; code: CommentCode }
  | { kind: 'icn'; code: IcnCode }
  /** Data update file (CIR update): same segments as a data module code. */
  | { kind: 'upf'; code: DmCode }
  | { kind: 'smc'; code: SmcCode }
  /** ICN metadata file: IMF- followed by the ICN it describes, without that ICN's own prefix. */
  | { kind: 'imf'; code: IcnCode };

export type CodeKind = AnyCode['kind'];

export const CODE_KIND_NAMES: Record<CodeKind, string> = {
  dmc: 'Data module code',
  dme: 'Data module code with extension',
  pmc: 'Publication module code',
  pme: 'Publication module code with extension',
  dml: 'Data management list code',
  ddn: 'Data dispatch note code',
  com: 'Comment code',
  icn: 'Information control number',
  upf: 'Data update file code',
  smc: 'SCORM content package code',
  imf: 'ICN metadata file code',
};

/** Parses any prefixed S1000D code: DMC-, DME-, PMC-, PME-, DML-, DDN-, COM-, ICN-, UPF-, SMC- or IMF-. */
export function parseAnyCode(text: string): ParseResult<AnyCode> {
  const prefix = text.slice(0, 4);
  const rest = text.slice(4);
  switch (prefix) {
    case 'DMC-':
      return wrap(parseDmCode(text), (code) => ({ kind: 'dmc', code }));
    case 'PMC-':
      return wrap(parsePmCode(text), (code) => ({ kind: 'pmc', code }));
    case 'DML-':
      return wrap(parseDmlCode(text), (code) => ({ kind: 'dml', code }));
    case 'DDN-':
      return wrap(parseDdnCode(text), (code) => ({ kind: 'ddn', code }));
    case 'COM-':
      return wrap(parseCommentCode(text), (code) => ({ kind: 'com', code }));
    case 'ICN-':
      return wrap(parseIcnCode(text), (code) => ({ kind: 'icn', code }));
    case 'UPF-':
      return wrap(parseDmCode(rest), (code) => ({ kind: 'upf', code }));
    case 'SMC-':
      return wrap(parseSmcCode(text), (code) => ({ kind: 'smc', code }));
    case 'IMF-':
      return wrap(parseIcnCode(`ICN-${rest}`), (code) => ({ kind: 'imf', code }));
    case 'DME-':
    case 'PME-': {
      const split = splitExtension(rest);
      if (!split.ok) return fail(split.error);
      const { extension } = split.value;
      return prefix === 'DME-'
        ? wrap(parseDmCode(split.value.rest), (code) => ({ kind: 'dme', extension, code }))
        : wrap(parsePmCode(split.value.rest), (code) => ({ kind: 'pme', extension, code }));
    }
    default:
      return fail(
        `"${text}" does not start with a known prefix (DMC-, DME-, PMC-, PME-, DML-, DDN-, COM-, ICN-, UPF-, SMC-, IMF-)`,
      );
  }
}

export function formatAnyCode(code: AnyCode): string {
  switch (code.kind) {
    case 'dmc':
      return formatDmCode(code.code);
    case 'dme':
      return `DME-${formatExtension(code.extension)}-${formatDmCode(code.code, { prefix: false })}`;
    case 'pmc':
      return formatPmCode(code.code);
    case 'pme':
      return `PME-${formatExtension(code.extension)}-${formatPmCode(code.code, { prefix: false })}`;
    case 'dml':
      return formatDmlCode(code.code);
    case 'ddn':
      return formatDdnCode(code.code);
    case 'com':
      return formatCommentCode(code.code);
    case 'icn':
      return formatIcnCode(code.code);
    case 'upf':
      return `UPF-${formatDmCode(code.code, { prefix: false })}`;
    case 'smc':
      return formatSmcCode(code.code);
    case 'imf':
      return `IMF-${formatIcnCode(code.code).slice(4)}`;
  }
}

function wrap<T>(result: ParseResult<T>, to: (value: T) => AnyCode): ParseResult<AnyCode> {
  return result.ok ? ok(to(result.value)) : fail(result.error);
}
