import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import {
  readActModel,
  readCctModel,
  writeActModel,
  writeCctModel,
  type AttributeDef,
  type CctModel,
} from '../../applic/act-cct-model';
import { xmldomParser } from '../../xml/xmldom-parser';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, requiredArgument, UsageError } from './args';

export const APPLIC_TABLES_USAGE = `ips-s1000d applic-tables [--write <model.json> [--reason <text>] -o <file>] <ACT or CCT>
  Prints the ACT's product attributes, or the CCT's condition types and conditions, as the
  Attributes page edits them (JSON). With --write, writes the edited model back as the
  table's next in-work issue (what the page does not edit is kept as it was).
  Exit: 0 done, 1 the model is refused (each reason printed)`;

export function runApplicTables(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['--write', '--reason', '-o']);
  const file = requiredArgument(positional, 'give the ACT or CCT');
  const xml = readXmlFile(file);
  if (xml.type !== 'act' && xml.type !== 'cct')
    throw new UsageError(`${file} is not an ACT or a CCT`);
  const modelFile = flags.get('--write')?.[0];
  if (!modelFile) {
    out(JSON.stringify(xml.type === 'act' ? readActModel(xml) : readCctModel(xml), null, 2));
    return EXIT.ok;
  }
  const to = flags.get('-o')?.[0];
  if (!to) throw new UsageError('--write needs -o <file>');
  const model = JSON.parse(readFileSync(modelFile, 'utf8')) as unknown;
  const reason = flags.get('--reason')?.[0];
  const options = { parser: xmldomParser, ...(reason ? { reason } : {}) };
  const bytes = new Uint8Array(readFileSync(file));
  try {
    const written =
      xml.type === 'act'
        ? writeActModel(bytes, model as AttributeDef[], options)
        : writeCctModel(bytes, model as CctModel, options);
    write(to, written.bytes);
    out(`${written.fileName} (issue ${written.issue})`);
    return EXIT.ok;
  } catch (error) {
    out(`REFUSED ${(error as Error).message}`);
    return EXIT.findings;
  }
}
