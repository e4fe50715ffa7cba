import { formatDmCode, validateDmCode, type DmCode } from '../codes/dm-code';
import { wholeProductCode } from '../codes/whole-product-code';
import { PROJECT_ISSUES, type ProjectSettings } from '../csdb/project-settings';
import { dataModuleXml, escapeXml } from '../xml/write-markup';
import { validateDecision, type Brdp, type BrdpDecision } from './brdp-model';

export type BrDocOptions = {
  settings: ProjectSettings;
  brdps: readonly Brdp[];
  decisions: readonly BrdpDecision[];
  /** Issue date, YYYY-MM-DD. */
  date: string;
  techName?: string;
  issue?: { issueNumber: string; inWork: string };
};

export type BrDoc =
  | { ok: true; xml: string; code: DmCode; fileName: string; decisions: number }
  | { ok: false; problems: string[] };

const para = (text: string, indent: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((p) => `${indent}<para>${escapeXml(p)}</para>`)
    .join('\n');

/** The decision as brDoc words: what the project decided, in its own text or the standard one. */
function decisionText(d: BrdpDecision): string {
  const own = d.text.trim();
  if (d.kind === 'not-used') return own ? `Not used. ${own}` : 'Not used in this project.';
  if (d.kind === 'adopted') return own || 'Adopted as the specification states it.';
  return own;
}

const idOf = (brdpId: string) => `brp-${brdpId.toLowerCase()}`;

/**
 * The business rules document data module (schema brdoc, information code 024, item
 * location D): a brLevelledPara a business rule category, a brPara a decided BRDP with its
 * title and text, the decision (brDecisionIdentNumber, which BREX rules cite), its priority
 * and audit status. Pending decisions are left out. Needs S1000D Issue 4.2 or later.
 */
export function generateBrDoc(options: BrDocOptions): BrDoc {
  const { settings } = options;
  const problems: string[] = [];
  // PROJECT_ISSUES runs newest first: anything after 4.2 is older than it.
  if (PROJECT_ISSUES.indexOf(settings.issue) > PROJECT_ISSUES.indexOf('4.2')) {
    problems.push(
      `The brDoc schema came with S1000D Issue 4.2; this project follows Issue ${settings.issue}.`,
    );
  }
  const mic = settings.modelIdentCodes[0];
  if (!mic) problems.push('The project has no model identification code.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.date))
    problems.push('The issue date must be YYYY-MM-DD.');
  const brdps = new Map(options.brdps.map((b) => [b.id, b]));
  const decided = options.decisions.filter((d) => d.kind !== 'pending');
  if (decided.length === 0) problems.push('No BRDP has a decision yet.');
  const numbers = new Map<string, string>();
  for (const d of decided) {
    for (const p of validateDecision(d)) problems.push(`${d.brdpId}: ${p}`);
    if (!brdps.has(d.brdpId)) problems.push(`${d.brdpId} is not in the project's BRDP index.`);
    const other = numbers.get(d.decisionNumber);
    if (other)
      problems.push(`${d.brdpId} and ${other} both use decision number ${d.decisionNumber}.`);
    numbers.set(d.decisionNumber, d.brdpId);
  }
  const code: DmCode = wholeProductCode(settings, mic ?? '', '024');
  if (mic) problems.push(...validateDmCode(code));
  if (problems.length) return { ok: false, problems };

  const byCategory = new Map<string, BrdpDecision[]>();
  for (const d of [...decided].sort((a, b) => a.brdpId.localeCompare(b.brdpId))) {
    const category = brdps.get(d.brdpId)!.category || 'uncategorised';
    byCategory.set(category, [...(byCategory.get(category) ?? []), d]);
  }
  const categories = [...byCategory.keys()].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const body = categories
    .map((category, i) => {
      const paras = byCategory
        .get(category)!
        .map((d) => {
          const brdp = brdps.get(d.brdpId)!;
          const description = brdp.description
            ? `\n          <brDecisionPointText>\n${para(brdp.description, '            ')}\n          </brDecisionPointText>`
            : '';
          const text = decisionText(d);
          const decisionBody = text
            ? `\n          <brDecisionText>\n${para(text, '            ')}\n          </brDecisionText>\n        `
            : '';
          return `      <brPara id="${idOf(d.brdpId)}" brDecisionPointUniqueIdent="${d.brdpId}" brDecisionPointPriority="${d.priority}">
        <brDecisionPointContent>
          <title>${escapeXml(brdp.title || d.brdpId)}</title>${description}
        </brDecisionPointContent>
        <brDecision brDecisionIdentNumber="${d.decisionNumber}">${decisionBody}</brDecision>
        <brAudit>
          <brCurrentStatus brStatus="${d.status}"/>
        </brAudit>
      </brPara>`;
        })
        .join('\n');
      const title =
        category === 'uncategorised'
          ? 'Other decision points'
          : `Business rule category ${category}`;
      return `    <brLevelledPara id="brlp-${String(i + 1).padStart(3, '0')}">
      <title>${escapeXml(title)}</title>
${paras}
    </brLevelledPara>`;
    })
    .join('\n');
  const issue = options.issue ?? { issueNumber: '000', inWork: '01' };
  const xml = dataModuleXml({
    settings,
    schema: 'brdoc',
    code,
    issue,
    date: options.date,
    titleXml: `<techName>${escapeXml(options.techName?.trim() || 'Project business rules')}</techName><infoName>Business rules</infoName>`,
    contentXml: `    <brDoc>
${body}
    </brDoc>`,
  });
  const fileName = `${formatDmCode(code)}_${issue.issueNumber}-${issue.inWork}_${settings.languageIsoCode.toUpperCase()}-${settings.countryIsoCode.toUpperCase()}.XML`;
  return { ok: true, xml, code, fileName, decisions: decided.length };
}
