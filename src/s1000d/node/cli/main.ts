import { writeFileSync } from 'node:fs';
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

const USAGE = [
  BREXCHECK_USAGE,
  BREX_INFO_USAGE,
  BREX_INVENTORY_USAGE,
  BREX_DRAFT_USAGE,
  BREX_BUILD_USAGE,
  CODE_USAGE,
  REFS_USAGE,
  APPLIC_USAGE,
  APPLIC_WRITE_USAGE,
  APPLIC_SET_USAGE,
  APPCHECK_USAGE,
  APPLIC_TABLES_USAGE,
  APPLIC_NEW_USAGE,
  PCT_EXPORT_USAGE,
  PCT_IMPORT_USAGE,
  DDN_USAGE,
  CLASSIFY_USAGE,
  INDEX_USAGE,
  UPLOAD_USAGE,
  WHERE_USED_USAGE,
  UNRESOLVED_USAGE,
  UPISSUE_USAGE,
  DEFAULTS_USAGE,
  SNS_USAGE,
  DEMO_PROJECT_USAGE,
  DMRL_COUNTS_USAGE,
  INFOSETS_USAGE,
  BRDP_INDEX_USAGE,
  BRDOC_USAGE,
  VIEW_USAGE,
  VALIDATE_USAGE,
  LOOKUP_USAGE,
  IC_USAGE,
  ILOC_USAGE,
  PATTERN_USAGE,
  GO_NO_GO_USAGE,
  PM_NEW_USAGE,
  INSTANCE_USAGE,
  NEW_USAGE,
  SYNCREFS_USAGE,
  ADDICN_USAGE,
  CHECK_MODULE_USAGE,
  COMPLETE_USAGE,
  RFU_USAGE,
  STE_USAGE,
  DATA_SET_USAGE,
  DMRL_MERGE_USAGE,
  IMPORT_DOC_USAGE,
  CIR_USAGE,
  CIR_INSTANCE_USAGE,
  PM_TREE_USAGE,
  PM_EDIT_USAGE,
  FMGEN_USAGE,
  PM_ANALYZE_USAGE,
].join('\n\n');

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
  try {
    switch (command) {
      case 'brexcheck':
        return runBrexcheck(rest, { out, err }).catch(fail);
      case 'brex-info':
        return runBrexInfo(rest, out);
      case 'brex-inventory':
        return runBrexInventory(rest, out).catch(fail);
      case 'brex-draft':
        return runBrexDraft(rest, out).catch(fail);
      case 'brex-build':
        return runBrexBuild(rest, out).catch(fail);
      case 'code':
        return runCode(rest, out).catch(fail);
      case 'validate':
        return runValidate(rest, out).catch(fail);
      case 'lookup':
        return runLookup(rest, out).catch(fail);
      case 'ic':
        return runIc(rest, out).catch(fail);
      case 'iloc':
        return runIloc(rest, out).catch(fail);
      case 'pattern':
        return runPatternCommand(rest, out).catch(fail);
      case 'go-no-go':
        return runGoNoGo(rest, out).catch(fail);
      case 'refs':
        return runRefs(rest, out);
      case 'applic':
        return runApplic(rest, out, (path, text) => writeFileSync(path, text));
      case 'applic-write':
        return runApplicWrite(rest, out, (path, bytes) => writeFileSync(path, bytes));
      case 'applic-set':
        return runApplicSet(rest, out, (path, text) => writeFileSync(path, text));
      case 'applic-tables':
        return runApplicTables(rest, out, (path, bytes) => writeFileSync(path, bytes));
      case 'appcheck':
        return runAppcheck(rest, out);
      case 'applic-new':
        return runApplicNew(rest, out, (path, text) => writeFileSync(path, text));
      case 'pct-export':
        return runPctExport(rest, out, (path, bytes) => writeFileSync(path, bytes));
      case 'pct-import':
        return runPctImport(rest, out, (path, text) => writeFileSync(path, text));
      case 'ddn':
        return runDdn(rest, out).catch(fail);
      case 'classify':
        return runClassify(rest, out).catch(fail);
      case 'index':
        return runIndex(rest, out).catch(fail);
      case 'upload':
        return runUpload(rest, out).catch(fail);
      case 'where-used':
        return runWhereUsed(rest, out).catch(fail);
      case 'unresolved':
        return runUnresolved(rest, out).catch(fail);
      case 'upissue':
        return runUpissue(rest, out);
      case 'defaults':
        return runDefaults(rest, out);
      case 'sns':
        return runSns(rest, out).catch(fail);
      case 'demo-project':
        return runDemoProject(rest, out);
      case 'dmrl-counts':
        return runDmrlCounts(rest, out);
      case 'infosets':
        return runInfosets(rest, out, (path, text) => writeFileSync(path, text));
      case 'brdp-index':
        return runBrdpIndex(rest, out).catch(fail);
      case 'brdoc':
        return runBrdoc(rest, out, (path, text) => writeFileSync(path, text)).catch(fail);
      case 'view':
        return runView(rest, out);
      case 'cir':
        return runCir(rest, out);
      case 'cir-instance':
        return runCirInstance(rest, out, err, (path, text) => writeFileSync(path, text));
      case 'ste':
        return runSte(rest, out).catch(fail);
      case 'import-html':
      case 'import-doc':
        return runImportDocument(rest, out).catch(fail);
      case 'dmrl-merge':
        return runDmrlMerge(rest, out, (path, text) => writeFileSync(path, text));
      case 'data-set':
        return runDataSet(rest, out).catch(fail);
      case 'pm-new':
        return runPmNew(rest, out, (path, text) => writeFileSync(path, text)).catch(fail);
      case 'instance':
        return runInstance(rest, out, (path, text) => writeFileSync(path, text));
      case 'new':
        return runNew(rest, out, (path, text) => writeFileSync(path, text));
      case 'syncrefs':
        return runSyncRefs(rest, out, (path, bytes) => writeFileSync(path, bytes));
      case 'addicn':
        return runAddIcn(rest, out, (path, bytes) => writeFileSync(path, bytes));
      case 'check-module':
        return runCheckModule(rest, out).catch(fail);
      case 'complete':
        return runComplete(rest, out).catch(fail);
      case 'rfu':
        return runRfu(rest, out, (path, bytes) => writeFileSync(path, bytes));
      case 'pm-tree':
        return runPmTree(rest, out).catch(fail);
      case 'pm-edit':
        return runPmEdit(rest, out, (path, bytes) => writeFileSync(path, bytes));
      case 'pm-analyze':
        return runPmAnalyze(rest, out).catch(fail);
      case 'fmgen':
        return runFmgen(rest, out, (path, text) => writeFileSync(path, text)).catch(fail);
      case undefined:
      case '-h':
      case '--help':
        out(USAGE);
        return command ? EXIT.ok : EXIT.usage;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (error) {
    return fail(error);
  }
}
