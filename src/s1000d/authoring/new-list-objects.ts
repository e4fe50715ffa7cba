import { parseDmCode } from '../codes/dm-code';
import { formatDmlCode, validateDmlCode, type DmlCode, type DmlType } from '../codes/dml-code';
import { formatDdnCode, validateDdnCode, type DdnCode } from '../codes/ddn-code';
import {
  formatCommentCode,
  validateCommentCode,
  type CommentCode,
  type CommentType,
} from '../codes/comment-code';
import { type ProjectSettings } from '../csdb/project-settings';
import {
  brexDmRefElement,
  commentCodeElement,
  ddnCodeElement,
  dmCodeElement,
  dmlCodeElement,
  escapeXml,
  issueDateElement,
  issuerOf,
  languageElement,
  rootStartTag,
} from '../xml/write-markup';
import { checkNewObject, type NewObject } from './new-object';

type Common = { settings: ProjectSettings; date: string; seqNumber?: string };

/** A postal address: S1000D requires at least a city and a country. */
export type Address = { name: string; city: string; country: string };

const security = (s: ProjectSettings) =>
  `<security securityClassification="${s.securityClassification}"/>`;

const root = (name: string, s: ProjectSettings, body: string) =>
  `${rootStartTag(name, s.issue, name)}
${body}
</${name}>
`;

function dispatchAddress(a: Address): string {
  return `<dispatchAddress><enterprise><enterpriseName>${escapeXml(a.name)}</enterpriseName></enterprise><address><city>${escapeXml(a.city)}</city><country>${escapeXml(a.country)}</country></address></dispatchAddress>`;
}

function addressProblems(label: string, a: Address): string[] {
  const missing = (['name', 'city', 'country'] as const).filter((k) => !a[k].trim());
  return missing.length ? [`${label}: enter the ${missing.join(', ')}.`] : [];
}

function common(options: Common) {
  const problems = checkNewObject(options.date, '');
  if (options.settings.issue === '3.0')
    problems.push('New objects follow Issue 4.0 or later: this project follows Issue 3.0.');
  const mic = options.settings.modelIdentCodes[0] ?? '';
  if (!mic) problems.push('The project has no model identification code.');
  const sender = issuerOf(options.settings);
  if (!sender) problems.push('The project has no enterprise (CAGE) code to send the object.');
  return { problems, mic, sender, year: options.date.slice(0, 4) };
}

/** A new data management list (s1kd-newdml): issue 000-01 listing the given data modules. */
export function newDml(
  options: Common & { dmlType?: DmlType; modules?: readonly string[] },
): NewObject {
  const { problems, mic, sender, year } = common(options);
  const code: DmlCode = {
    modelIdentCode: mic,
    senderIdent: sender,
    dmlType: options.dmlType ?? 'p',
    yearOfDataIssue: year,
    seqNumber: options.seqNumber ?? '00001',
  };
  if (mic && sender) problems.push(...validateDmlCode(code));
  const s = options.settings;
  const rpc = `<responsiblePartnerCompany enterpriseCode="${sender}"/>`;
  const entries = (options.modules ?? []).map((m) => {
    const dm = parseDmCode(m);
    if (!dm.ok) problems.push(dm.error);
    return dm.ok
      ? `      <dmlEntry dmlEntryType="n"><dmRef><dmRefIdent>${dmCodeElement(dm.value)}</dmRefIdent></dmRef>${rpc}</dmlEntry>`
      : '';
  });
  if (problems.length) return { ok: false, problems };
  const xml = root(
    'dml',
    s,
    `  <identAndStatusSection>
    <dmlAddress>
      <dmlIdent>
        ${dmlCodeElement(code)}
        <issueInfo issueNumber="000" inWork="01"/>
      </dmlIdent>
      <dmlAddressItems>${issueDateElement(options.date)}</dmlAddressItems>
    </dmlAddress>
    <dmlStatus issueType="new">
      ${security(s)}
      ${brexDmRefElement(s)}
    </dmlStatus>
  </identAndStatusSection>
  <dmlContent>
${entries.join('\n')}
  </dmlContent>`,
  );
  const dml = formatDmlCode(code);
  return { ok: true, xml, code: dml, schema: 'dml', fileName: `${dml}_000-01.XML` };
}

/** A new data dispatch note (s1kd-newddn): one delivery list item per file name given. */
export function newDdn(
  options: Common & { receiver: string; from: Address; to: Address; files: readonly string[] },
): NewObject {
  const { problems, mic, sender, year } = common(options);
  const code: DdnCode = {
    modelIdentCode: mic,
    senderIdent: sender,
    receiverIdent: options.receiver.toUpperCase(),
    yearOfDataIssue: year,
    seqNumber: options.seqNumber ?? '00001',
  };
  if (mic && sender) problems.push(...validateDdnCode(code));
  problems.push(...addressProblems('Dispatch from', options.from));
  problems.push(...addressProblems('Dispatch to', options.to));
  if (options.files.length === 0) problems.push('List at least one file to dispatch.');
  if (problems.length) return { ok: false, problems };
  const s = options.settings;
  const items = options.files
    .map(
      (f) =>
        `      <deliveryListItem><dispatchFileName>${escapeXml(f)}</dispatchFileName></deliveryListItem>`,
    )
    .join('\n');
  const xml = root(
    'ddn',
    s,
    `  <identAndStatusSection>
    <ddnAddress>
      <ddnIdent>
        ${ddnCodeElement(code)}
      </ddnIdent>
      <ddnAddressItems>
        ${issueDateElement(options.date)}
        <dispatchTo>${dispatchAddress(options.to)}</dispatchTo>
        <dispatchFrom>${dispatchAddress(options.from)}</dispatchFrom>
      </ddnAddressItems>
    </ddnAddress>
    <ddnStatus>
      ${security(s)}
      ${brexDmRefElement(s)}
    </ddnStatus>
  </identAndStatusSection>
  <ddnContent>
    <deliveryList>
${items}
    </deliveryList>
  </ddnContent>`,
  );
  const ddn = formatDdnCode(code);
  return { ok: true, xml, code: ddn, schema: 'ddn', fileName: `${ddn}.XML` };
}

/** A new comment (s1kd-newcom): a query, information or response from the project's enterprise. */
export function newComment(
  options: Common & { commentType?: CommentType; title: string; from: Address; text: string },
): NewObject {
  const { problems, mic, sender, year } = common(options);
  const code: CommentCode = {
    modelIdentCode: mic,
    senderIdent: sender,
    yearOfDataIssue: year,
    seqNumber: options.seqNumber ?? '00001',
    commentType: options.commentType ?? 'q',
  };
  if (mic && sender) problems.push(...validateCommentCode(code));
  problems.push(...addressProblems('Comment from', options.from));
  problems.push(...checkNewObject(options.date, options.title));
  if (!options.text.trim()) problems.push('Enter the comment.');
  if (problems.length) return { ok: false, problems };
  const s = options.settings;
  const title = options.title.trim()
    ? `<commentTitle>${escapeXml(options.title.trim())}</commentTitle>`
    : '';
  const xml = root(
    'comment',
    s,
    `  <identAndStatusSection>
    <commentAddress>
      <commentIdent>
        ${commentCodeElement(code)}
        ${languageElement(s)}
      </commentIdent>
      <commentAddressItems>
        ${title}${issueDateElement(options.date)}
        <commentOriginator>${dispatchAddress(options.from)}</commentOriginator>
      </commentAddressItems>
    </commentAddress>
    <commentStatus>
      ${security(s)}
      <commentPriority commentPriorityCode="cp01"/>
      <commentRefs><noReferences/></commentRefs>
      ${brexDmRefElement(s)}
    </commentStatus>
  </identAndStatusSection>
  <commentContent>
    <simplePara>${escapeXml(options.text.trim())}</simplePara>
  </commentContent>`,
  );
  const com = formatCommentCode(code);
  const language = `${s.languageIsoCode.toUpperCase()}-${s.countryIsoCode.toUpperCase()}`;
  return { ok: true, xml, code: com, schema: 'comment', fileName: `${com}_${language}.XML` };
}
