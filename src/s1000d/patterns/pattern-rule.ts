import { escapeAttribute, escapeText } from '../csdb/lifecycle/text-edit';
import type { IssuePattern } from './issue-pattern';

/** An XPath 2.0 string literal: quotes doubled. */
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * A JavaScript regular expression as an XPath 2.0 one, or why it cannot be: XPath regexes
 * have no word boundaries or look-arounds, and the engine's XPath 2.0 (fontoxpath) takes no
 * flags, so case-insensitivity is written into the expression ([tT][iI]…).
 */
export function toXPathRegex(
  source: string,
  flags = '',
): { ok: true; regex: string } | { ok: false; reason: string } {
  if (/\\[bB]/.test(source))
    return { ok: false, reason: 'XPath regular expressions have no word boundaries (\\b)' };
  if (/\(\?[=!<]/.test(source))
    return { ok: false, reason: 'XPath regular expressions have no look-arounds' };
  if (/[ms]/.test(flags))
    return { ok: false, reason: 'the m and s flags have no XPath 2.0 equivalent the engine runs' };
  if (!flags.includes('i')) return { ok: true, regex: source };
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      out += c + (source[i + 1] ?? '');
      i += 1;
    } else if (c === '[' && !inClass) {
      inClass = true;
      out += c;
    } else if (c === ']' && inClass) {
      inClass = false;
      out += c;
    } else if (/[a-zA-Z]/.test(c)) {
      const other = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
      if (inClass) {
        const range =
          source[i + 1] === '-' && /[a-zA-Z]/.test(source[i + 2] ?? '')
            ? source[i + 2]!
            : undefined;
        if (range) {
          const swap = (x: string) => (x === x.toLowerCase() ? x.toUpperCase() : x.toLowerCase());
          out += `${c}-${range}${swap(c)}-${swap(range)}`;
          i += 2;
        } else out += c + other;
      } else out += `[${c}${other}]`;
    } else out += c;
  }
  return { ok: true, regex: out };
}

/**
 * The BREX objectPath of a pattern. XPath patterns are the path itself (XPath 1.0, as
 * s1kd-brexcheck evaluates). Regex patterns need XPath 2.0's matches(); "eq" is XPath 2.0
 * only, so libxml2 refuses to compile the path and the engine runs it with its XPath 2.0
 * fallback (decision 111); a checker limited to XPath 1.0 ignores it with a warning, as
 * s1kd-brexcheck does.
 */
export function patternObjectPath(p: IssuePattern): { path: string; xpathVersion: '1.0' | '2.0' } {
  if (p.kind === 'xpath') return { path: p.expression.trim(), xpathVersion: '1.0' };
  const regex = toXPathRegex(p.expression, p.flags);
  if (!regex.ok) throw new Error(`This pattern cannot become a BREX rule: ${regex.reason}.`);
  const target = p.scope ? `//${p.scope}` : '//text()';
  return { path: `${target}[matches(., ${literal(regex.regex)}) eq true()]`, xpathVersion: '2.0' };
}

/** The pattern as a BREX structureObjectRule: its nodes must not exist (allowedObjectFlag 0). */
export function patternRuleXml(p: IssuePattern): string {
  const severity = p.brSeverityLevel ? ` brSeverityLevel="${p.brSeverityLevel}"` : '';
  const decision = p.brdp
    ? `\n      <brDecisionRef brDecisionIdentNumber="${escapeAttribute(p.brdp)}"/>`
    : '';
  const use = p.severity === 'error' ? p.message : `[${p.severity}] ${p.message}`;
  return `<structureObjectRule${severity}>${decision}
      <objectPath allowedObjectFlag="0">${escapeText(patternObjectPath(p).path)}</objectPath>
      <objectUse>${escapeText(use.trim())}</objectUse>
    </structureObjectRule>`;
}

/** A BREX holding only the pattern's rule: how "test on project" runs an XPath pattern through the BREX engine. */
export function patternBrex(p: IssuePattern): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<dmodule xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <content>
    <brex>
      <contextRules>
        <structureObjectRuleGroup>
    ${patternRuleXml(p)}
        </structureObjectRuleGroup>
      </contextRules>
    </brex>
  </content>
</dmodule>
`;
}
