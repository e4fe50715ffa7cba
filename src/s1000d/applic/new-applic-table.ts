import { checkNewObject, type NewObject } from '../authoring/new-object';
import { formatDmCode, parseDmCode, validateDmCode, type DmCode } from '../codes/dm-code';
import { wholeProductCode } from '../codes/whole-product-code';
import type { ProjectSettings } from '../csdb/project-settings';
import { dataModuleXml, dmCodeElement, escapeXml } from '../xml/write-markup';
import {
  attributeMarkup,
  checkActModel,
  checkCctModel,
  condMarkup,
  condTypeMarkup,
  type AttributeDef,
  type CctModel,
} from './act-cct-model';

/** The three applicability tables: info code, schema and the name S1000D gives them. */
export const APPLIC_TABLES = {
  act: {
    infoCode: '00W',
    schema: 'appliccrossreftable',
    infoName: 'Applicability cross-reference table',
  },
  cct: {
    infoCode: '00Q',
    schema: 'condcrossreftable',
    infoName: 'Conditions cross-reference table',
  },
  pct: { infoCode: '00P', schema: 'prdcrossreftable', infoName: 'Product cross-reference table' },
} as const;
export type ApplicTableKind = keyof typeof APPLIC_TABLES;

export type NewApplicTableOptions = {
  settings: ProjectSettings;
  kind: ApplicTableKind;
  /** Issue date, YYYY-MM-DD. */
  date: string;
  /** The product's name, the techName of the table ("Mountain bicycle"). */
  techName: string;
  /** Default: the project's first model identification code. */
  modelIdentCode?: string;
  /** A sibling table's code (the ACT for a new PCT): the new one differs in its info code only. */
  like?: string;
  /** Codes of the other tables to point at: the ACT's CCT and PCT, the PCT's ACT. */
  refs?: { act?: string; cct?: string; pct?: string };
} & (
  | { kind: 'act'; attributes: AttributeDef[] }
  | { kind: 'cct'; cct: CctModel }
  | { kind: 'pct'; productsXml: string }
);

const dmRef = (code: DmCode) => `<dmRef><dmRefIdent>${dmCodeElement(code)}</dmRefIdent></dmRef>`;

function refCode(problems: string[], text: string | undefined): DmCode | null {
  if (!text) return null;
  const parsed = parseDmCode(text);
  if (!parsed.ok) problems.push(`"${text}" is not a data module code.`);
  return parsed.ok ? parsed.value : null;
}

function contentOf(options: NewApplicTableOptions, problems: string[]): string {
  const cct = refCode(problems, options.refs?.cct);
  const pct = refCode(problems, options.refs?.pct);
  if (options.kind === 'act') {
    problems.push(...checkActModel(options.attributes));
    if (!options.attributes.length) problems.push('An ACT holds at least one product attribute.');
    return `<applicCrossRefTable><productAttributeList>${options.attributes.map(attributeMarkup).join('')}</productAttributeList>${cct ? `<condCrossRefTableRef>${dmRef(cct)}</condCrossRefTableRef>` : ''}${pct ? `<productCrossRefTableRef>${dmRef(pct)}</productCrossRefTableRef>` : ''}</applicCrossRefTable>`;
  }
  if (options.kind === 'cct') {
    const { types, conds } = options.cct;
    problems.push(...checkCctModel(options.cct));
    if (!types.length || !conds.length)
      problems.push('A CCT holds at least one condition type and one condition.');
    return `<condCrossRefTable><condTypeList>${types.map(condTypeMarkup).join('')}</condTypeList><condList>${conds.map(condMarkup).join('')}</condList></condCrossRefTable>`;
  }
  return `<productCrossRefTable>${options.productsXml}</productCrossRefTable>`;
}

/**
 * A new ACT, CCT or PCT for a project that has none (s1kd-newdm with the table's schema):
 * issue 000-01, the project's status elements, and the given attributes, conditions or
 * products. A PCT points at its ACT (applicCrossRefTableRef), as S1000D requires of it.
 */
export function newApplicTable(options: NewApplicTableOptions): NewObject {
  const { settings, kind } = options;
  const problems: string[] = [];
  if (settings.issue === '3.0')
    problems.push('New objects follow Issue 4.0 or later: this project follows Issue 3.0.');
  const like = refCode(problems, options.like);
  const code = like
    ? { ...like, infoCode: APPLIC_TABLES[kind].infoCode, infoCodeVariant: 'A' }
    : wholeProductCode(
        settings,
        options.modelIdentCode ?? settings.modelIdentCodes[0] ?? '',
        APPLIC_TABLES[kind].infoCode,
      );
  if (!code.modelIdentCode) problems.push('The project has no model identification code.');
  else problems.push(...validateDmCode(code));
  const techName = options.techName.trim();
  if (!techName) problems.push('Enter the product name (the technical name of the table).');
  const act = refCode(problems, options.refs?.act);
  if (kind === 'pct' && !act) problems.push('A PCT names the ACT whose attributes it assigns.');
  const content = contentOf(options, problems);
  const { infoName, schema } = APPLIC_TABLES[kind];
  problems.push(...checkNewObject(options.date, `${techName} ${infoName}`));
  if (problems.length) return { ok: false, problems };

  let xml = dataModuleXml({
    settings,
    schema,
    code,
    date: options.date,
    titleXml: `<techName>${escapeXml(techName)}</techName><infoName>${infoName}</infoName>`,
    contentXml: `    ${content}`,
  });
  // applicCrossRefTableRef comes before the status applic (XSD dmStatus sequence).
  if (act)
    xml = xml.replace(
      '<applic><displayText>',
      `<applicCrossRefTableRef>${dmRef(act)}</applicCrossRefTableRef>\n      <applic><displayText>`,
    );
  const dmc = formatDmCode(code);
  const language = `${settings.languageIsoCode.toUpperCase()}-${settings.countryIsoCode.toUpperCase()}`;
  return { ok: true, xml, code: dmc, schema, fileName: `${dmc}_000-01_${language}.XML` };
}
