import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { readDdn, reconcileDdn } from '../../refs/ddn';
import { XmlLoadError } from '../../xml/xml-load-error';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, UsageError } from './args';

export const DDN_USAGE = `ips-s1000d ddn [-d <folder>] [--json] <DDN file>
  Lists the delivery and compares it with the files received (default: the DDN's folder).
Exit: 0 all listed files present, 1 missing, other-issue or unparsable entries`;

export function runDdn(argv: readonly string[], out: (s: string) => void): number {
  const { flags, positional } = parseArgs(argv, ['-d', '--dir']);
  const file = positional[0];
  if (!file) throw new UsageError('no DDN given');
  const xml = readXmlFile(file);
  if (xml.type !== 'ddn')
    throw new XmlLoadError(
      'not-xml',
      `${xml.fileName} is not a data dispatch note: its root element is <${xml.document.documentElement?.localName ?? '?'}>, not <ddn>`,
    );
  const ddn = readDdn(xml);
  const dir = flags.get('-d')?.[0] ?? flags.get('--dir')?.[0] ?? dirname(file);
  const result = reconcileDdn(ddn, readdirSync(dir), xml.fileName);
  if (flags.has('--json')) out(JSON.stringify({ ddn, ...result }, null, 2));
  else {
    out(
      `${ddn.code ?? xml.fileName}: from ${ddn.sender ?? '?'} to ${ddn.receiver ?? '?'}, ${ddn.items.length} item(s), ${result.present.length} present`,
    );
    for (const m of result.missing) out(`MISSING ${m}`);
    for (const o of result.otherIssue) out(`OTHER ISSUE ${o.listed} (found ${o.found.join(', ')})`);
    for (const u of result.unparsable) out(`UNPARSABLE ${u}`);
    for (const u of result.unlisted) out(`UNLISTED ${u}`);
  }
  return result.missing.length || result.otherIssue.length || result.unparsable.length
    ? EXIT.findings
    : EXIT.ok;
}
