import { formatDmCode, parseDmCode, validateDmCode, type DmCode } from '../codes/dm-code';
import { parsePmCode } from '../codes/pm-code';
import type { ObjectListing } from '../csdb/listing';
import { parseRefString } from '../csdb/object-key';
import type { ProjectSettings } from '../csdb/project-settings';
import {
  dataModuleXml,
  dmCodeElement,
  escapeXml,
  issueDateElement,
  issuerOf,
  pmCodeElement,
} from '../xml/write-markup';
import type { HighlightReason, HighlightReasons } from './highlight-reasons';
import { pmRefStatuses } from './pm-flatten';
import type { EditablePm, PmNode } from './pm-nodes';

/** The front matter types s1kd-fmgen generates, with their information codes (fmtypes). */
export const FRONT_MATTER_TYPES = {
  TP: { infoCode: '001', name: 'Title page' },
  TOC: { infoCode: '009', name: 'Table of contents' },
  LOEDM: { infoCode: '00S', name: 'List of effective data modules' },
  HIGH: { infoCode: '00U', name: 'Highlights' },
} as const;
export type FrontMatterType = keyof typeof FRONT_MATTER_TYPES;
export const isFrontMatterType = (t: string): t is FrontMatterType => t in FRONT_MATTER_TYPES;

/** issueType values that put a data module in the highlights: what changed in this issue. */
const HIGHLIGHTED = new Set(['new', 'changed', 'revised', 'rinstate-changed', 'rinstate-revised']);

export type FrontMatterOptions = {
  type: FrontMatterType;
  pm: EditablePm;
  /** The project's rows: titles, issues, dates and issue types of the modules the PM names. */
  rows: readonly ObjectListing[];
  settings: ProjectSettings;
  /** Issue date, YYYY-MM-DD. */
  date: string;
  /** Disassembly code of the front matter module, to keep several PMs' apart (default "00"). */
  disassyCode?: string;
  /** HIGH: the modules' reasons for update marked for the highlights, by object key. */
  reasons?: HighlightReasons;
};

export type FrontMatter =
  { ok: true; xml: string; fileName: string; code: string } | { ok: false; problems: string[] };

type Module = { ref: string; row?: ObjectListing };

function modulesOf(nodes: readonly PmNode[], rows: readonly ObjectListing[]): Module[] {
  const statuses = pmRefStatuses(nodes, rows);
  const byKey = new Map(rows.map((r) => [r.k, r]));
  const found: Module[] = [];
  const visit = (items: readonly PmNode[]) => {
    for (const n of items) {
      if (n.kind === 'entry') visit(n.children);
      else if (n.kind === 'dmRef') {
        const s = statuses.get(n.id);
        const row = s?.status === 'resolved' ? byKey.get(s.key) : undefined;
        found.push(row ? { ref: n.ref, row } : { ref: n.ref });
      }
    }
  };
  visit(nodes);
  return found;
}

/** A dmRef to a module as the project holds it now: code, issue, language, title, date. */
function dmRefOf(module: Module, fallbackTitle = '', applicRefId?: string): string {
  const row = module.row;
  const target = parseRefString(module.ref);
  const code = parseDmCode(row?.c ?? target.code);
  if (!code.ok) return '';
  const issue = row?.i
    ? `<issueInfo issueNumber="${row.i}" inWork="${row.w ?? '00'}"/>`
    : target.issueInfo
      ? `<issueInfo issueNumber="${target.issueInfo.issueNumber}" inWork="${target.issueInfo.inWork}"/>`
      : '';
  const [lang, country] = (row?.l ?? '').split('-');
  const language =
    lang && country ? `<language languageIsoCode="${lang}" countryIsoCode="${country}"/>` : '';
  const title = row?.n ?? fallbackTitle;
  const cut = title.indexOf(' - ');
  const tech = cut > 0 ? title.slice(0, cut) : title;
  const info = cut > 0 ? `<infoName>${escapeXml(title.slice(cut + 3))}</infoName>` : '';
  const date = row?.d ? issueDateElement(row.d) : '';
  const applic = applicRefId ? ` applicRefId="${applicRefId}"` : '';
  return `<dmRef${applic}><dmRefIdent>${dmCodeElement(code.value)}${issue}${language}</dmRefIdent><dmRefAddressItems><dmTitle><techName>${escapeXml(tech)}</techName>${info}</dmTitle>${date}</dmRefAddressItems></dmRef>`;
}

/**
 * The applicabilities the table of contents names, each once: the default BREX wants every
 * TOC dmRef to carry applicRefId (BREX-S1-00121). The text is the module's own display text.
 */
function tocApplics(modules: readonly Module[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const m of modules) {
    const text = m.row?.a || 'All';
    if (!ids.has(text)) ids.set(text, `applic-${String(ids.size + 1).padStart(4, '0')}`);
  }
  return ids;
}

function applicGroup(ids: Map<string, string>): string {
  const items = [...ids].map(
    ([text, id]) =>
      `      <applic id="${id}"><displayText><simplePara>${escapeXml(text)}</simplePara></displayText></applic>`,
  );
  return `<referencedApplicGroup>\n${items.join('\n')}\n    </referencedApplicGroup>\n    `;
}

function tocEntries(
  nodes: readonly PmNode[],
  rows: readonly ObjectListing[],
  applics: Map<string, string>,
  indent: string,
): string {
  const byRef = new Map(modulesOf(nodes, rows).map((m) => [m.ref, m]));
  return nodes
    .map((n) => {
      if (n.kind === 'entry') {
        const title = n.title ? `<title>${escapeXml(n.title)}</title>` : '';
        return `${indent}<tocEntry>${title}\n${tocEntries(n.children, rows, applics, `${indent}  `)}\n${indent}</tocEntry>`;
      }
      if (n.kind === 'dmRef') {
        const module = byRef.get(n.ref) ?? { ref: n.ref };
        const id = applics.get(module.row?.a || 'All');
        return `${indent}<tocEntry>${dmRefOf(module, n.title, id)}</tocEntry>`;
      }
      return '';
    })
    .filter(Boolean)
    .join('\n');
}

function reasonXml(reason: HighlightReason): string {
  const type = reason.type ? ` updateReasonType="${escapeXml(reason.type)}"` : '';
  const paras = reason.paras.map((p) => `<simplePara>${escapeXml(p)}</simplePara>`).join('');
  return `<reasonForUpdate${type}>${paras}</reasonForUpdate>`;
}

/**
 * A front matter title page: the publication's title and code, the issue, the date, the
 * project's security and responsible partner company (else its originator). s1kd-fmgen's
 * TP and the frontmatter template (information code 001) both write it.
 */
export function titlePageXml(
  settings: ProjectSettings,
  title: string,
  pmCodeXml: string,
  issueXml: string,
  date: string,
): string {
  const rpc = settings.responsiblePartnerCompany.code
    ? settings.responsiblePartnerCompany
    : settings.originator;
  const rpcName = rpc.name ? `<enterpriseName>${escapeXml(rpc.name)}</enterpriseName>` : '';
  return `<frontMatterTitlePage>
        <pmTitle>${escapeXml(title)}</pmTitle>
        ${pmCodeXml}
        ${issueXml}
        ${issueDateElement(date)}
        <security securityClassification="${settings.securityClassification}"/>
        <responsiblePartnerCompany enterpriseCode="${rpc.code}">${rpcName}</responsiblePartnerCompany>
      </frontMatterTitlePage>`;
}

function contentOf(options: FrontMatterOptions): string {
  const { pm, rows, settings, type } = options;
  const reasonsOf = (m: Module) =>
    type === 'HIGH' && m.row ? (options.reasons?.[m.row.k] ?? []) : [];
  const pmCode = parsePmCode(pm.code);
  const modules = modulesOf(pm.entries, rows);
  // The lists carry the issue of the publication they describe.
  const [issueNumber = '000', inWork = '01'] = (pm.issue ?? '000-01').split('-');
  const issue = `<issueInfo issueNumber="${issueNumber}" inWork="${inWork}"/>`;
  if (type === 'TP') {
    const c = pmCode.ok ? pmCode.value : undefined;
    const code = c ? pmCodeElement(c) : '';
    return titlePageXml(settings, pm.title, code, issue, options.date);
  }
  if (type === 'TOC')
    return `<frontMatterTableOfContent>
        ${issue}
        ${issueDateElement(options.date)}
        <tocList>
${tocEntries(pm.entries, rows, tocApplics(modules), '          ')}
        </tocList>
      </frontMatterTableOfContent>`;
  const seen = new Set<string>();
  const listed = modules
    .filter((m) => {
      const code = m.row?.c ?? parseRefString(m.ref).code;
      if (seen.has(code)) return false;
      seen.add(code);
      return type === 'LOEDM' || HIGHLIGHTED.has(m.row?.it ?? '') || reasonsOf(m).length > 0;
    })
    .sort((a, b) => (a.row?.c ?? a.ref).localeCompare(b.row?.c ?? b.ref));
  const items = listed
    .flatMap((m) => {
      const issueType = m.row?.it ? ` issueType="${m.row.it}"` : '';
      const entry = (reason = '') =>
        `          <frontMatterDmEntry${issueType}>${dmRefOf(m)}${reason}</frontMatterDmEntry>`;
      // The highlights name each marked reason for update, one entry a reason (s1kd-fmgen).
      const reasons = type === 'HIGH' ? reasonsOf(m) : [];
      return reasons.length ? reasons.map((r) => entry(reasonXml(r))) : [entry()];
    })
    .join('\n');
  return `<frontMatterList frontMatterType="${type === 'LOEDM' ? 'fm02' : 'fm03'}">
        ${issue}
        ${issueDateElement(options.date)}
${items}
      </frontMatterList>`;
}

/**
 * A front matter data module for a publication, as s1kd-fmgen fills one: the title page (TP),
 * the table of contents (TOC, the pmEntry tree), the list of effective data modules (LOEDM,
 * each module once, by code, at the issue the project holds) and the highlights (HIGH, the
 * modules whose issue is new, changed or revised, and those with reasons for update marked
 * updateHighlight, one entry a reason with its text). Issue 000-01, unverified, the project's
 * status; the code MIC-SDC-00-0-0-00-<disassy>A-<fm info code>A-D.
 */
export function generateFrontMatter(options: FrontMatterOptions): FrontMatter {
  const { settings, pm, type } = options;
  const problems: string[] = [];
  const mic = settings.modelIdentCodes[0];
  if (!mic) problems.push('The project has no model identification code.');
  if (!issuerOf(settings)) problems.push('The project has no enterprise (CAGE) code.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.date))
    problems.push('The issue date must be YYYY-MM-DD.');
  if (pm.entries.length === 0) problems.push('The publication module has no entry.');
  const code: DmCode = {
    modelIdentCode: mic ?? '',
    systemDiffCode: settings.systemDiffCode,
    systemCode: '00',
    subSystemCode: '0',
    subSubSystemCode: '0',
    assyCode: '00',
    disassyCode: options.disassyCode ?? '00',
    disassyCodeVariant: 'A',
    infoCode: FRONT_MATTER_TYPES[type].infoCode,
    infoCodeVariant: 'A',
    itemLocationCode: 'D',
  };
  if (mic) problems.push(...validateDmCode(code));
  if (problems.length) return { ok: false, problems };
  const applics =
    type === 'TOC' ? applicGroup(tocApplics(modulesOf(pm.entries, options.rows))) : '';
  const xml = dataModuleXml({
    settings,
    schema: 'frontmatter',
    code,
    date: options.date,
    titleXml: `<techName>${escapeXml(pm.title)}</techName><infoName>${FRONT_MATTER_TYPES[type].name}</infoName>`,
    contentXml: `    ${applics}<frontMatter>
      ${contentOf(options)}
    </frontMatter>`,
  });
  const fileName = `${formatDmCode(code)}_000-01_${settings.languageIsoCode.toUpperCase()}-${settings.countryIsoCode.toUpperCase()}.XML`;
  return { ok: true, xml, fileName, code: formatDmCode(code) };
}
