import { fail, ok, type ParseResult } from '../result';
import { modelAndSnsOf, modelAndSnsText, type ModelAndSns } from './model-and-sns';
import { alnum, checkSegments, MODEL_AND_SNS_SEGMENTS, type SegmentSpec } from './segment';

/**
 * A catalog sequence number (catalogSeqNumber): an item of an illustrated parts data figure.
 * Model identification and system difference codes are optional in the XML; the string
 * form, as s1kd-ref documents it, always writes them: CSN-MIC-SDC-SYS-SUBSUB-ASSY-FIG[V]-ITEM[V]-ILC.
 */
export type CsnCode = ModelAndSns & {
  figureNumber: string;
  figureNumberVariant?: string;
  item: string;
  itemVariant?: string;
  itemLocationCode: string;
};

export const CSN_SEGMENTS: readonly SegmentSpec[] = [
  ...MODEL_AND_SNS_SEGMENTS,
  { attribute: 'figureNumber', label: 'Figure number', pattern: alnum(2) },
  { attribute: 'figureNumberVariant', label: 'Figure number variant', pattern: alnum(1, 3) },
  { attribute: 'item', label: 'Item number', pattern: alnum(3) },
  { attribute: 'itemVariant', label: 'Item variant', pattern: alnum(1) },
  { attribute: 'itemLocationCode', label: 'Item location code', pattern: /^[ABCDT]$/ },
];

const CSN_BODY =
  /^([A-Z0-9]{2,14})-([A-Z0-9]{1,4})-([A-Z0-9]{2,3})-([A-Z0-9])([A-Z0-9])-([A-Z0-9]{2}|[A-Z0-9]{4})-([A-Z0-9]{2})([A-Z0-9]{0,3})-([A-Z0-9]{3})([A-Z0-9]?)-([ABCDT])$/;

/** Parses "CSN-S1000DBIKE-AAA-D00-00-00-01A-001A-A" (the prefix is required: it tells the form). */
export function parseCsnCode(text: string): ParseResult<CsnCode> {
  const m = text.startsWith('CSN-') ? CSN_BODY.exec(text.slice(4)) : null;
  if (!m) {
    return fail(
      `"${text}" is not a catalog sequence number (CSN-MIC-SDC-SYS-SUBSUB-ASSY-FIG[V]-ITEM[V]-ILC)`,
    );
  }
  const [fig, figv, item, itemv, ilc] = m.slice(7);
  const code: CsnCode = {
    ...modelAndSnsOf(m),
    figureNumber: fig!,
    item: item!,
    itemLocationCode: ilc!,
  };
  if (figv) code.figureNumberVariant = figv;
  if (itemv) code.itemVariant = itemv;
  return ok(code);
}

export function formatCsnCode(code: CsnCode): string {
  return [
    'CSN',
    ...modelAndSnsText(code),
    code.figureNumber + (code.figureNumberVariant ?? ''),
    code.item + (code.itemVariant ?? ''),
    code.itemLocationCode,
  ].join('-');
}

export function validateCsnCode(code: CsnCode): string[] {
  return checkSegments(CSN_SEGMENTS, code);
}
