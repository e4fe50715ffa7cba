import { writeFileSync } from 'node:fs';
import type { CliCommand, CliIo } from './cli-io';
import { XmlLoadError } from '../../xml/xml-load-error';
import { APPLIC_USAGE, runApplic } from './applic';
import { APPCHECK_USAGE, runAppcheck } from './appcheck';
import { APPLIC_WRITE_USAGE, runApplicWrite } from './applic-write';
import { APPLIC_SET_USAGE, runApplicSet } from './applic-set';
import { APPLIC_TABLES_USAGE, runApplicTables } from './applic-tables';
import { APPLIC_NEW_USAGE, runApplicNew } from './applic-new';
import { PCT_EXPORT_USAGE, PCT_IMPORT_USAGE, runPctExport, runPctImport } from './pct-exchange';
import { EXIT, UsageError } from './args';
import { BREXCHECK_USAGE, runBrexcheck } from './brexcheck';
import { BREX_BUILD_USAGE, BREX_DRAFT_USAGE, runBrexBuild, runBrexDraft } from './brex-build';
import { BREX_INFO_USAGE, BREX_INVENTORY_USAGE, runBrexInfo, runBrexInventory } from './brex-info';
import { CLASSIFY_USAGE, runClassify } from './classify';
import { CODE_USAGE, runCode } from './code';
import { COMPLETE_USAGE, runComplete } from './complete';
import { RFU_USAGE, runRfu } from './rfu';
import { INDEX_USAGE, runIndex } from './index';
import { runUpissue, UPISSUE_USAGE } from './upissue';
import { runUpload, UPLOAD_USAGE } from './upload';
import { runUnresolved, runWhereUsed, UNRESOLVED_USAGE, WHERE_USED_USAGE } from './where-used';
import { DDN_USAGE, runDdn } from './ddn';
import { DEFAULTS_USAGE, runDefaults } from './defaults';
import { DEMO_PROJECT_USAGE, runDemoProject } from './demo-project';
import { runSns, SNS_USAGE } from './sns';
import { DMRL_COUNTS_USAGE, runDmrlCounts } from './dmrl-counts';
import { INFOSETS_USAGE, runInfosets } from './infosets';
import { BRDOC_USAGE, BRDP_INDEX_USAGE, runBrdoc, runBrdpIndex } from './brdp';
import { REFS_USAGE, runRefs } from './refs';
import { runView, VIEW_USAGE } from './view';
import { runValidate, VALIDATE_USAGE } from './validate';
import { LOOKUP_USAGE, runLookup } from './lookup';
import { IC_USAGE, ILOC_USAGE, runIc, runIloc } from './ic';
import { PATTERN_USAGE, runPatternCommand } from './pattern';
import { GO_NO_GO_USAGE, runGoNoGo } from './go-no-go';
import { PM_NEW_USAGE, runPmNew } from './pm-new';
import { INSTANCE_USAGE, runInstance } from './instance';
import { NEW_USAGE, runNew } from './new-object';
import {
  ADDICN_USAGE,
  CHECK_MODULE_USAGE,
  runAddIcn,
  runCheckModule,
  runSyncRefs,
  SYNCREFS_USAGE,
} from './authoring';
import { runSte, STE_USAGE } from './ste';
import { DATA_SET_USAGE, runDataSet } from './data-set';
import { DMRL_MERGE_USAGE, runDmrlMerge } from './dmrl-merge';
import { IMPORT_DOC_USAGE, runImportDocument } from './import-document';
import { CIR_INSTANCE_USAGE, CIR_USAGE, runCir, runCirInstance } from './cir';
import { PM_EDIT_USAGE, PM_TREE_USAGE, runPmEdit, runPmTree } from './pm-edit';
import { FMGEN_USAGE, runFmgen } from './fmgen';
import { PM_ANALYZE_USAGE, runPmAnalyze } from './pm-analyze';

/** Every command, in the order the help lists them. */
const COMMANDS: readonly { name: string; usage: string; run: CliCommand }[] = [
  { name: 'brexcheck', usage: BREXCHECK_USAGE, run: runBrexcheck },
  { name: 'brex-info', usage: BREX_INFO_USAGE, run: runBrexInfo },
  { name: 'brex-inventory', usage: BREX_INVENTORY_USAGE, run: runBrexInventory },
  { name: 'brex-draft', usage: BREX_DRAFT_USAGE, run: runBrexDraft },
  { name: 'brex-build', usage: BREX_BUILD_USAGE, run: runBrexBuild },
  { name: 'code', usage: CODE_USAGE, run: runCode },
  { name: 'refs', usage: REFS_USAGE, run: runRefs },
  { name: 'applic', usage: APPLIC_USAGE, run: runApplic },
  { name: 'applic-write', usage: APPLIC_WRITE_USAGE, run: runApplicWrite },
  { name: 'applic-set', usage: APPLIC_SET_USAGE, run: runApplicSet },
  { name: 'appcheck', usage: APPCHECK_USAGE, run: runAppcheck },
  { name: 'applic-tables', usage: APPLIC_TABLES_USAGE, run: runApplicTables },
  { name: 'applic-new', usage: APPLIC_NEW_USAGE, run: runApplicNew },
  { name: 'pct-export', usage: PCT_EXPORT_USAGE, run: runPctExport },
  { name: 'pct-import', usage: PCT_IMPORT_USAGE, run: runPctImport },
  { name: 'ddn', usage: DDN_USAGE, run: runDdn },
  { name: 'classify', usage: CLASSIFY_USAGE, run: runClassify },
  { name: 'index', usage: INDEX_USAGE, run: runIndex },
  { name: 'upload', usage: UPLOAD_USAGE, run: runUpload },
  { name: 'where-used', usage: WHERE_USED_USAGE, run: runWhereUsed },
  { name: 'unresolved', usage: UNRESOLVED_USAGE, run: runUnresolved },
  { name: 'upissue', usage: UPISSUE_USAGE, run: runUpissue },
  { name: 'defaults', usage: DEFAULTS_USAGE, run: runDefaults },
  { name: 'sns', usage: SNS_USAGE, run: runSns },
  { name: 'demo-project', usage: DEMO_PROJECT_USAGE, run: runDemoProject },
  { name: 'dmrl-counts', usage: DMRL_COUNTS_USAGE, run: runDmrlCounts },
  { name: 'infosets', usage: INFOSETS_USAGE, run: runInfosets },
  { name: 'brdp-index', usage: BRDP_INDEX_USAGE, run: runBrdpIndex },
  { name: 'brdoc', usage: BRDOC_USAGE, run: runBrdoc },
  { name: 'view', usage: VIEW_USAGE, run: runView },
  { name: 'validate', usage: VALIDATE_USAGE, run: runValidate },
  { name: 'lookup', usage: LOOKUP_USAGE, run: runLookup },
  { name: 'ic', usage: IC_USAGE, run: runIc },
  { name: 'iloc', usage: ILOC_USAGE, run: runIloc },
  { name: 'pattern', usage: PATTERN_USAGE, run: runPatternCommand },
  { name: 'go-no-go', usage: GO_NO_GO_USAGE, run: runGoNoGo },
  { name: 'pm-new', usage: PM_NEW_USAGE, run: runPmNew },
  { name: 'instance', usage: INSTANCE_USAGE, run: runInstance },
  { name: 'new', usage: NEW_USAGE, run: runNew },
  { name: 'syncrefs', usage: SYNCREFS_USAGE, run: runSyncRefs },
  { name: 'addicn', usage: ADDICN_USAGE, run: runAddIcn },
  { name: 'check-module', usage: CHECK_MODULE_USAGE, run: runCheckModule },
  { name: 'complete', usage: COMPLETE_USAGE, run: runComplete },
  { name: 'rfu', usage: RFU_USAGE, run: runRfu },
  { name: 'ste', usage: STE_USAGE, run: runSte },
  { name: 'data-set', usage: DATA_SET_USAGE, run: runDataSet },
  { name: 'dmrl-merge', usage: DMRL_MERGE_USAGE, run: runDmrlMerge },
  { name: 'import-doc', usage: IMPORT_DOC_USAGE, run: runImportDocument },
  { name: 'cir', usage: CIR_USAGE, run: runCir },
  { name: 'cir-instance', usage: CIR_INSTANCE_USAGE, run: runCirInstance },
  { name: 'pm-tree', usage: PM_TREE_USAGE, run: runPmTree },
  { name: 'pm-edit', usage: PM_EDIT_USAGE, run: runPmEdit },
  { name: 'fmgen', usage: FMGEN_USAGE, run: runFmgen },
  { name: 'pm-analyze', usage: PM_ANALYZE_USAGE, run: runPmAnalyze },
];

/** Other names a command answers to (the help text of the command mentions them). */
const ALIASES: Readonly<Record<string, string>> = { 'import-html': 'import-doc' };

const USAGE = COMMANDS.map((c) => c.usage).join('\n\n');

/**
 * Runs one CLI command; returns the exit status instead of exiting, so tests can call it.
 * Commands that hash or write files are asynchronous and return a promise of the status.
 */
export function main(
  argv: readonly string[],
  out: (s: string) => void = console.log,
  err: (s: string) => void = console.error,
): number | Promise<number> {
  const [command, ...rest] = argv;
  const fail = (error: unknown): number => {
    if (error instanceof UsageError) {
      err(`ips-s1000d: ${error.message}\n\n${USAGE}`);
      return EXIT.usage;
    }
    if (error instanceof XmlLoadError || (error as NodeJS.ErrnoException).code === 'ENOENT') {
      err(`ips-s1000d: ${(error as Error).message}`);
      return EXIT.unreadable;
    }
    throw error;
  };
  if (command === undefined || command === '-h' || command === '--help') {
    out(USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  const name = ALIASES[command] ?? command;
  const found = COMMANDS.find((c) => c.name === name);
  const io: CliIo = { out, err, write: (path, data) => writeFileSync(path, data) };
  try {
    if (!found) throw new UsageError(`unknown command "${command}"`);
    const status = found.run(rest, io);
    return typeof status === 'number' ? status : status.catch(fail);
  } catch (error) {
    return fail(error);
  }
}
