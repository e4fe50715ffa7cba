import type { CliIo } from './cli-io';
import { defaultProjectSettings, type ProjectSettings } from '../../csdb/project-settings';
import type { ObjectListing } from '../../csdb/listing';
import { generateFrontMatter, isFrontMatterType } from '../../publication/fmgen';
import {
  highlightReasonsFrom,
  publicationModuleKeys,
  type HighlightReasons,
} from '../../publication/highlight-reasons';
import { readEditablePm } from '../../publication/pm-xml';
import { readXmlFile } from '../read-xml-file';
import { xmldomParser } from '../xmldom-parser';
import { emitMadeObject } from './made-object';
import { issueDateOf, parseArgs, requiredArgument, UsageError } from './args';
import { loadProjectDir } from './project-dir';

export const FMGEN_USAGE = `ips-s1000d fmgen -t TP|TOC|LOEDM|HIGH [--project <folder>] [--mic <MIC> --issuer <CAGE>]
                 [--date YYYY-MM-DD] [-o <file>] <PM file>
  A front matter data module for the publication, as s1kd-fmgen fills one: title page, table of
  contents, list of effective data modules, highlights (modules new, changed or revised, and
  each reason for update marked updateHighlight, with its text). The project folder gives the
  modules' issues, titles and reasons, and with its project.json the defaults.
Exit: 0 written, 1 what is missing is named`;

export async function runFmgen(argv: readonly string[], { out, write }: CliIo): Promise<number> {
  const withValue = ['-t', '--project', '--mic', '--issuer', '--date', '-o'];
  const { flags, positional } = parseArgs(argv, withValue);
  const value = (name: string) => flags.get(name)?.[0];
  const type = value('-t') ?? '';
  if (!isFrontMatterType(type))
    throw new UsageError(`-t must be TP, TOC, LOEDM or HIGH, not "${type}"`);
  const file = requiredArgument(positional, 'no publication module given');
  const pm = readEditablePm(readXmlFile(file, { parser: xmldomParser }));
  let rows: ObjectListing[] = [];
  let settings: ProjectSettings | undefined;
  let reasons: HighlightReasons | undefined;
  const folder = value('--project');
  if (folder) {
    const project = await loadProjectDir([folder]);
    rows = project.rows;
    settings = project.settings;
    if (type === 'HIGH') {
      const keys = publicationModuleKeys(pm.entries, rows);
      const files = keys.flatMap((key) => {
        const bytes = project.bytes.get(key);
        return bytes ? [{ key, bytes }] : [];
      });
      reasons = highlightReasonsFrom(files, xmldomParser);
    }
  }
  if (!settings) {
    const issuer = { code: value('--issuer') ?? '', name: '' };
    settings = defaultProjectSettings({
      modelIdentCodes: value('--mic') ? [value('--mic')!] : [],
      responsiblePartnerCompany: issuer,
      originator: issuer,
    });
  }
  const made = generateFrontMatter({
    type,
    pm,
    rows,
    settings,
    date: issueDateOf(flags),
    ...(reasons ? { reasons } : {}),
  });
  return emitMadeObject(made, { file: value('-o'), out, write });
}
