import type { CliIo } from './cli-io';
import { generateDisplayText } from '../../applic/display-text';
import { filterForProduct } from '../../applic/filter-applic';
import { saveXml } from '../../xml/save-xml';
import { descendants } from '../../xml/dom-query';
import { readXmlFile } from '../read-xml-file';
import { productOfFlags, propertiesOfFlags } from './applic-flags';
import { EXIT, parseArgs, requiredArgument } from './args';

export const APPLIC_USAGE = `ips-s1000d applic [options] <data module>
  --act <file> / --cct <file>     names for display text
  --display                       print generated display text for each applic statement
  -P, --pct <file> -p <n>         filter for product n (1-based) of the PCT
  -s <ident[:type]=value>         filter for an ad-hoc product (repeatable)
  -o <file>                       write the filtered object (default: report only)
Exit: 0 ok, 1 the filter left dangling references or the object does not apply`;

export function runApplic(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, [
    '--act',
    '--cct',
    '-P',
    '--pct',
    '-p',
    '-s',
    '-o',
  ]);
  const file = requiredArgument(positional, 'no data module given');
  const object = readXmlFile(file);
  const properties = propertiesOfFlags(flags);
  if (flags.has('--display')) {
    for (const applic of descendants(object.document, 'applic')) {
      out(`${applic.getAttribute('id') ?? '(object)'}: ${generateDisplayText(applic, properties)}`);
    }
  }
  const product = productOfFlags(flags);
  if (!product) return EXIT.ok;
  const result = filterForProduct(object, product);
  out(`object applies: ${result.objectApplies ? 'yes' : 'no'}`);
  for (const r of result.removed)
    out(`removed ${r.path} (applicRefId ${r.applicRefId}, line ${r.line ?? '?'})`);
  for (const d of result.dangling)
    out(`DANGLING ${d.element}/@${d.attribute}="${d.target}" line ${d.line ?? '?'} (${d.path})`);
  const target = flags.get('-o')?.[0];
  if (target) write(target, saveXml(object, result.document));
  return result.dangling.length || !result.objectApplies ? EXIT.findings : EXIT.ok;
}
