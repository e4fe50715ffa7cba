import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import {
  addReasonForUpdate,
  readReasonsForUpdate,
  setBrexReference,
} from '../../authoring/reasons-for-update';
import { bytesForSaving, openForEditing } from '../../authoring/editor-text';
import { xmldomParser } from '../xmldom-parser';
import { EXIT, parseArgs, requiredArgument } from './args';

export const RFU_USAGE = `ips-s1000d rfu [--add <reason> [--type urt01..urt99] [--no-highlight]]
                 [--brex <BREX data module code>] [-o <file>] <data module>
  The identification panel's reasons for update and BREX reference: lists the reasons
  (id, type, highlight, text); --add adds one (the next rfu-NNNN id) where the schema puts
  it; --brex points brexDmRef at another BREX. The rest of the file stays byte for byte.
  Writes to -o, else prints the text when changed.
Exit: 0, 1 a reason or code refused (named), 2 unreadable`;

export function runRfu(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['--add', '--type', '--brex', '-o']);
  const file = requiredArgument(positional, 'no data module given');
  const opened = openForEditing(new Uint8Array(readFileSync(file)));
  let text = opened.text;
  const add = flags.get('--add')?.[0];
  const brex = flags.get('--brex')?.[0];
  try {
    if (add !== undefined) {
      const type = flags.get('--type')?.[0];
      const input = {
        text: add,
        highlight: !flags.has('--no-highlight'),
        ...(type ? { type } : {}),
      };
      text = addReasonForUpdate(text, input, xmldomParser).text;
    }
    if (brex !== undefined) text = setBrexReference(text, brex, xmldomParser);
  } catch (error) {
    out(`PROBLEM: ${(error as Error).message}`);
    return EXIT.findings;
  }
  const target = flags.get('-o')?.[0];
  if (target) write(target, bytesForSaving(opened, text));
  else if (text !== opened.text) out(text);
  if (target || text === opened.text)
    for (const r of readReasonsForUpdate(text, xmldomParser))
      out(`${r.id}\t${r.type || '-'}\t${r.highlight ? 'highlight' : 'no highlight'}\t${r.text}`);
  return EXIT.ok;
}
