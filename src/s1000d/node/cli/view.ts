import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  productFromAssignments,
  readAct,
  readCct,
  readPct,
  type ApplicProperty,
} from '../../applic/applic-tables';
import { readModule } from '../../reader/build-module';
import { renderModuleText } from '../../reader/text-render';
import { danglingRefs, visibilityFor } from '../../reader/visibility';
import { decodeXmlBytes } from '../../xml/decode-xml-bytes';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, UsageError } from './args';

export const VIEW_USAGE = `ips-s1000d view [options] <data module>
  the module as the viewer lays it out, as text (or the reading model as JSON)
  --act <file> / --cct <file>     names for applicability display text
  -P, --pct <file> -p <n>         show it for product n (1-based) of the PCT
  -s <ident[:type]=value>         show it for an ad-hoc product (repeatable)
  --changes                       show change marks and reasons for update
  --json                          print the reading model
Exit: 0 ok, 1 the module does not apply or references are left dangling`;

export function runView(argv: readonly string[], out: (s: string) => void): number {
  const { flags, positional } = parseArgs(argv, ['--act', '--cct', '-P', '--pct', '-p', '-s']);
  const file = positional[0];
  if (!file) throw new UsageError('no data module given');
  const view = readModule(decodeXmlBytes(readFileSync(file)), basename(file));
  const get = (...names: string[]) => names.flatMap((n) => flags.get(n) ?? []);
  const properties: ApplicProperty[] = [
    ...get('--act').flatMap((p) => readAct(readXmlFile(p))),
    ...get('--cct').flatMap((p) => readCct(readXmlFile(p))),
  ];
  const pct = get('-P', '--pct')[0];
  const assignments = get('-s');
  const product = pct
    ? readPct(readXmlFile(pct))[Number(get('-p')[0] ?? '1') - 1]
    : assignments.length
      ? productFromAssignments(assignments)
      : null;
  if (product === undefined) throw new UsageError('no such product in the PCT');
  const visibility = visibilityFor(view, product);
  if (flags.has('--json')) out(JSON.stringify(view, null, 2));
  else
    out(
      renderModuleText(view, {
        visibility,
        properties,
        changeMarks: flags.has('--changes'),
      }).trimEnd(),
    );
  return !visibility.objectApplies || danglingRefs(view, visibility).length
    ? EXIT.findings
    : EXIT.ok;
}
