import { issueFromSchemaUrl, schemaNameFromUrl } from '../xml/detect-issue';
import { ISSUE_NAMES } from './schema-set';

/** Which schema an object names: its S1000D issue and schema name, from xsi:noNamespaceSchemaLocation. */
export type SchemaNeed = { url: string; issue?: string; schema?: string };

const ROOT_TAG = /<([A-Za-z_][\w.:-]*)(\s[^>]*)?>/g;

/** Reads the schema location from the root start tag without parsing the whole object. */
export function schemaNeedOfText(text: string): SchemaNeed | undefined {
  ROOT_TAG.lastIndex = 0;
  for (let m = ROOT_TAG.exec(text); m; m = ROOT_TAG.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 1), m.index + 2);
    if (before.includes('<?') || before.includes('<!')) continue;
    const location = /\bnoNamespaceSchemaLocation\s*=\s*["']([^"']*)["']/
      .exec(m[2] ?? '')?.[1]
      ?.trim();
    return location ? needOf(location) : undefined;
  }
  return undefined;
}

export function needOf(url: string): SchemaNeed {
  const need: SchemaNeed = { url };
  const issue = issueFromSchemaUrl(url);
  const schema = schemaNameFromUrl(url);
  if (issue) need.issue = issue === '4.0.1' ? '4.0' : issue;
  if (schema) need.schema = schema;
  return need;
}

/** "Needs the S1000D Issue 4.1 schema set (descript.xsd)": what the page and the gate say. */
export function missingSetMessage(need: SchemaNeed): string {
  const set = need.issue ? (ISSUE_NAMES[need.issue] ?? `S1000D Issue ${need.issue}`) : 'an S1000D';
  return `Needs the ${set} schema set${need.schema ? ` (${need.schema}.xsd)` : ''}: upload it in the Schema Manager.`;
}
