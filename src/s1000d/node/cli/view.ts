import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { readModule } from '../../reader/build-module';
import { renderModuleText } from '../../reader/text-render';
import { danglingRefs, visibilityFor } from '../../reader/visibility';
import { decodeXmlBytes } from '../../xml/decode-xml-bytes';
import { productOfFlags, propertiesOfFlags } from './applic-flags';
import { EXIT, parseArgs, requiredArgument } from './args';

export const VIEW_USAGE = `ips-s1000d view [options] <data module>
  the module as the viewer lays it out, as text (or the reading model as JSON)
  --act <file> / --cct <file>     names for applicability display text
  -P, --pct <file> -p <n>         show it for product n (1-based) of the PCT
  -s <ident[:type]=value>         show it for an ad-hoc product (repeatable)
  --changes                       show change marks and reasons for update
  --json                          print the reading model
Exit: 0 ok, 1 the module does not apply or references are left dangling`;

export function runView(argv: readonly string[], { out }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['--act', '--cct', '-P', '--pct', '-p', '-s']);
  const file = requiredArgument(positional, 'no data module given');
  const view = readModule(decodeXmlBytes(readFileSync(file)), basename(file));
  const properties = propertiesOfFlags(flags);
  const product = productOfFlags(flags);
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
