import { readCheckedJson } from './read-json';
import type { CliIo } from './cli-io';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  toDefaultsText,
  toDefaultsXml,
  toDmtypesText,
  toDmtypesXml,
} from '../../csdb/defaults-files';
import { validateProjectSettings } from '../../csdb/project-settings';
import { EXIT, parseArgs, requiredArgument } from './args';

export const DEFAULTS_USAGE = `ips-s1000d defaults [--xml] [--dmtypes] [-o <folder>] <settings.json>
  Checks a project's settings and writes them as s1kd-tools' .defaults (or, with --dmtypes,
  .dmtypes) in the simple text format (--xml: the XML format). With -o, writes both files
  into the folder. Exit: 0 written, 1 the settings have problems (each is listed)`;

export function runDefaults(argv: readonly string[], { out }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['-o']);
  const file = requiredArgument(positional, 'no settings file given');
  const settings = readCheckedJson(file, validateProjectSettings, out);
  if (!settings) return EXIT.findings;
  const xml = flags.has('--xml');
  const defaults = xml ? toDefaultsXml(settings) : toDefaultsText(settings);
  const dmtypes = xml ? toDmtypesXml(settings) : toDmtypesText(settings);
  const folder = flags.get('-o')?.[0];
  if (folder) {
    writeFileSync(join(folder, '.defaults'), defaults);
    writeFileSync(join(folder, '.dmtypes'), dmtypes);
    out(`${join(folder, '.defaults')}\n${join(folder, '.dmtypes')}`);
  } else out((flags.has('--dmtypes') ? dmtypes : defaults).trimEnd());
  return EXIT.ok;
}
