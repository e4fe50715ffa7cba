import { validateDmlCode, type DmlCode } from '../codes/dml-code';
import { projectBrexCode, type ProjectSettings } from '../csdb/project-settings';
import { parseDmCode } from '../codes/dm-code';
import { dmCodeElement, escapeXml, issuerOf } from '../xml/write-markup';
import type { PlannedModule } from './data-set-plan';
import { writeDml } from './dml-document';
import { csvCell } from '../sns/sns-csv';

export type DmrlOptions = {
  /** c = complete DMRL, p = partial. */
  dmlType: 'c' | 'p';
  seqNumber: string;
  /** YYYY-MM-DD; its year is the DML's year of data issue. */
  date: string;
};

export type DmrlExport =
  { ok: true; xml: string; fileName: string } | { ok: false; problems: string[] };

/** The dmRef of a planned module with its title, as a DMRL entry names it (no issue: DMRLs plan). */
export function plannedDmRef(module: PlannedModule): string {
  const infoName = module.infoName ? `<infoName>${escapeXml(module.infoName)}</infoName>` : '';
  return `<dmRef><dmRefIdent>${dmCodeElement(module.dmCode)}</dmRefIdent><dmRefAddressItems><dmTitle><techName>${escapeXml(module.techName)}</techName>${infoName}</dmTitle></dmRefAddressItems></dmRef>`;
}

/**
 * The plan as a DMRL (DML XML in the project's issue): one entry typed "n" (new) a module,
 * with its title and the responsible partner company, and no issue numbers, as BREX-S1-00004
 * to 00006 want of a DMRL. The list itself is issue 000-01, in work, like any new object.
 */
export function planToDmrl(
  settings: ProjectSettings,
  modules: readonly PlannedModule[],
  options: DmrlOptions,
): DmrlExport {
  const problems: string[] = [];
  if (settings.issue === '3.0')
    problems.push('A DMRL can be written for Issue 4.0 and later; this project follows Issue 3.0.');
  if (modules.length === 0) problems.push('The plan holds no data module.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.date)) problems.push('The date must be YYYY-MM-DD.');
  const issuer = issuerOf(settings);
  const code: DmlCode = {
    modelIdentCode: settings.modelIdentCodes[0] ?? '',
    senderIdent: issuer,
    dmlType: options.dmlType,
    yearOfDataIssue: options.date.slice(0, 4),
    seqNumber: options.seqNumber,
  };
  problems.push(...validateDmlCode(code));
  if (problems.length) return { ok: false, problems };
  const rpc = settings.responsiblePartnerCompany.code
    ? settings.responsiblePartnerCompany
    : settings.originator;
  const rpcName = rpc.name ? `<enterpriseName>${escapeXml(rpc.name)}</enterpriseName>` : '';
  const entries = modules.map(
    (m) =>
      `<dmlEntry dmlEntryType="n">${plannedDmRef(m)}<responsiblePartnerCompany enterpriseCode="${rpc.code}">${rpcName}</responsiblePartnerCompany></dmlEntry>`,
  );
  const brex = parseDmCode(projectBrexCode(settings));
  const brexRef = brex.ok
    ? `<brexDmRef><dmRef><dmRefIdent>${dmCodeElement(brex.value)}</dmRefIdent></dmRef></brexDmRef>`
    : '';
  const status = `<dmlStatus issueType="new"><security securityClassification="${settings.securityClassification}"/>${brexRef}</dmlStatus>`;
  const written = writeDml({
    issue: settings.issue,
    code,
    issueInfo: { issueNumber: '000', inWork: '01' },
    date: options.date,
    status,
    entries,
  });
  return { ok: true, ...written };
}

/** The plan as CSV: code, titles, schema; one row a module, opens in any spreadsheet. */
export function planToCsv(modules: readonly PlannedModule[]): string {
  const rows = [['dmCode', 'techName', 'infoName', 'schema'].join(',')];
  for (const m of modules)
    rows.push([m.code, m.techName, m.infoName, m.schema].map(csvCell).join(','));
  return `${rows.join('\r\n')}\r\n`;
}
