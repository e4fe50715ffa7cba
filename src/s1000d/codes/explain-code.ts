import { CODE_KIND_NAMES, type AnyCode } from './any-code';
import { COMMENT_CODE_SEGMENTS, COMMENT_TYPES } from './comment-code';
import { DDN_CODE_SEGMENTS } from './ddn-code';
import { DML_CODE_SEGMENTS, DML_TYPES } from './dml-code';
import { explainDmCode, type ExplainedSegment } from './explain-dm-code';
import { PM_CODE_SEGMENTS } from './pm-code';
import { SMC_CODE_SEGMENTS } from './smc-code';
import type { SegmentSpec } from './segment';
import type { ParsedFileName } from './file-name';

export type CodeExplanation = { kind: string; segments: ExplainedSegment[]; problems: string[] };

const ICN_LABELS: Record<string, string> = {
  cage: 'CAGE code of the originator',
  modelIdentCode: 'Model identification code',
  systemDiffCode: 'System difference code',
  snsCode: 'SNS (system, subsystem, sub-subsystem, assembly)',
  responsiblePartnerCompanyCode: 'Responsible partner company code',
  originatorCode: 'Originator (CAGE)',
  uniqueIdentifier: 'Unique identifier',
  variantCode: 'Variant code',
  issueNumber: 'Issue number',
  securityClassification: 'Security classification',
};

/** Names every segment of any code form; data module codes also get their table meanings. */
export function explainCode(code: AnyCode): CodeExplanation {
  const kind = CODE_KIND_NAMES[code.kind];
  // The codes other than data module codes have no table meanings to check.
  const named = (segments: ExplainedSegment[]): CodeExplanation => ({
    kind,
    segments,
    problems: [],
  });
  switch (code.kind) {
    case 'dmc':
    case 'upf':
      return { kind, ...explainDmCode(code.code) };
    case 'dme': {
      const dm = explainDmCode(code.code);
      return {
        kind,
        segments: [...extensionSegments(code.extension), ...dm.segments],
        problems: dm.problems,
      };
    }
    case 'pmc':
      return named(fromSpecs(PM_CODE_SEGMENTS, code.code));
    case 'pme':
      return named([
        ...extensionSegments(code.extension),
        ...fromSpecs(PM_CODE_SEGMENTS, code.code),
      ]);
    case 'dml': {
      const dmlType = DML_TYPES[code.code.dmlType];
      return named(fromSpecs(DML_CODE_SEGMENTS, code.code, { dmlType }));
    }
    case 'ddn':
      return named(fromSpecs(DDN_CODE_SEGMENTS, code.code));
    case 'com': {
      const commentType = COMMENT_TYPES[code.code.commentType];
      return named(fromSpecs(COMMENT_CODE_SEGMENTS, code.code, { commentType }));
    }
    case 'smc':
      return named(fromSpecs(SMC_CODE_SEGMENTS, code.code));
    case 'icn':
    case 'imf': {
      const { form, ...rest } = code.code;
      const segments = Object.entries(rest).map(([attribute, value]) => ({
        attribute,
        label: ICN_LABELS[attribute] ?? attribute,
        value,
      }));
      return {
        kind: `${kind} (${form === 'cage' ? 'CAGE-based' : 'MIC-based'})`,
        segments,
        problems: [],
      };
    }
  }
}

/** A file name adds issue, in-work and language segments to its code's explanation. */
export function explainFileName(file: ParsedFileName): CodeExplanation {
  const explained = explainCode(file.code);
  const extra: ExplainedSegment[] = [];
  if (file.issueInfo) {
    const { issueNumber, inWork } = file.issueInfo;
    extra.push({ attribute: 'issueNumber', label: 'Issue number', value: issueNumber });
    extra.push({
      attribute: 'inWork',
      label: 'In-work number',
      value: inWork,
      meaning:
        inWork === '00' ? 'Official (released) issue' : 'Work in progress towards the next issue',
    });
  }
  if (file.language) {
    extra.push({
      attribute: 'languageIsoCode',
      label: 'Language (ISO 639)',
      value: file.language.languageIsoCode,
    });
    extra.push({
      attribute: 'countryIsoCode',
      label: 'Country (ISO 3166)',
      value: file.language.countryIsoCode,
    });
  }
  extra.push({ attribute: 'extension', label: 'File extension', value: file.extension });
  return { ...explained, segments: [...explained.segments, ...extra] };
}

function extensionSegments(extension: { extensionProducer: string; extensionCode: string }) {
  return [
    {
      attribute: 'extensionProducer',
      label: 'Extension producer (CAGE)',
      value: extension.extensionProducer,
    },
    { attribute: 'extensionCode', label: 'Extension code', value: extension.extensionCode },
  ];
}

function fromSpecs(
  specs: readonly SegmentSpec[],
  code: object,
  meanings: Record<string, string> = {},
) {
  const values = code as Record<string, string>;
  return specs.map((spec) => {
    const segment: ExplainedSegment = {
      attribute: spec.attribute,
      label: spec.label,
      value: values[spec.attribute] ?? '',
    };
    const meaning = meanings[spec.attribute];
    if (meaning !== undefined) segment.meaning = meaning;
    return segment;
  });
}
