import { ISSUE6_INFO_CODES } from '../codes/issue6-tables';
import { formatDmCode, validateDmCode, type DmCode } from '../codes/dm-code';
import { schemaForInfoCode, schemaForIssue } from '../csdb/info-code-schemas';
import type { ProjectSettings } from '../csdb/project-settings';
import { dataModuleXml, escapeXml } from '../xml/write-markup';
import { checkNewObject, type NewObject } from './new-object';
import {
  isTemplateSchema,
  NO_TEMPLATE,
  TEMPLATE_SCHEMAS,
  templateContent,
  templateProblems,
  type TemplateSchema,
} from './templates';

/** The SNS part of a data module code: system, subsystem, sub-subsystem and assembly. */
export type SnsCode = {
  systemCode: string;
  subSystemCode: string;
  subSubSystemCode: string;
  assyCode: string;
};

export type NewDmOptions = {
  settings: ProjectSettings;
  sns: SnsCode;
  infoCode: string;
  infoCodeVariant?: string;
  itemLocationCode?: string;
  /** Learning data modules: the learn code (e.g. T4J) and learn event code (e.g. C). */
  learnCode?: string;
  learnEventCode?: string;
  disassyCode?: string;
  disassyCodeVariant?: string;
  /** Default: the project's first model identification code. */
  modelIdentCode?: string;
  techName: string;
  /** Default: the project's name of the information code, else its Issue 6 name. */
  infoName?: string;
  /** Issue date, YYYY-MM-DD. */
  date: string;
  /** Overrides the schema the information-code map gives. */
  schema?: string;
};

/**
 * The schema a data module of this code takes in this project: the project's map (most
 * specific key first: 200A-A, 200A, 200), else the engine's default for the code, then what
 * stands in for it in the project's issue.
 */
export function schemaOfInfoCode(
  settings: ProjectSettings,
  code: Pick<DmCode, 'infoCode' | 'infoCodeVariant' | 'itemLocationCode'>,
): string {
  const map = settings.infoCodeSchemas;
  const ic = code.infoCode;
  const schema =
    map[`${ic}${code.infoCodeVariant}-${code.itemLocationCode}`] ??
    map[`${ic}${code.infoCodeVariant}`] ??
    map[ic] ??
    schemaForInfoCode(ic);
  return schemaForIssue(schema, settings.issue);
}

/** The info name an author expects for a code: the project's own, else the Issue 6 list's. */
export function infoNameOf(settings: ProjectSettings, infoCode: string, variant: string): string {
  return (
    settings.infoNames?.[`${infoCode}${variant}`] ??
    settings.infoNames?.[infoCode] ??
    ISSUE6_INFO_CODES.singles[infoCode] ??
    ''
  );
}

/**
 * A new data module as s1kd-newdm writes one: the code from the project's model and system
 * difference codes, the SNS node and the information code; the schema from the project's
 * information-code map; issue 000-01, issueType new, unverified; the project's language,
 * security, enterprises and BREX; and a schema's minimal valid content.
 */
export function newDataModule(options: NewDmOptions): NewObject {
  const { settings } = options;
  const problems: string[] = [];
  if (settings.issue === '3.0')
    problems.push('New objects follow Issue 4.0 or later: this project follows Issue 3.0.');
  const modelIdentCode = options.modelIdentCode ?? settings.modelIdentCodes[0];
  if (!modelIdentCode) problems.push('The project has no model identification code.');
  const code: DmCode = {
    modelIdentCode: modelIdentCode ?? '',
    systemDiffCode: settings.systemDiffCode,
    ...options.sns,
    disassyCode: options.disassyCode ?? '00',
    disassyCodeVariant: options.disassyCodeVariant ?? 'A',
    infoCode: options.infoCode.toUpperCase(),
    infoCodeVariant: (options.infoCodeVariant ?? 'A').toUpperCase(),
    itemLocationCode: (options.itemLocationCode ?? 'A').toUpperCase(),
  };
  if (options.learnCode || options.learnEventCode) {
    code.learnCode = (options.learnCode ?? '').toUpperCase();
    code.learnEventCode = (options.learnEventCode ?? '').toUpperCase();
  }
  if (modelIdentCode) problems.push(...validateDmCode(code));
  const techName = options.techName.trim();
  if (!techName) problems.push('Enter the technical name (what the data module is about).');
  const infoName = (
    options.infoName ?? infoNameOf(settings, code.infoCode, code.infoCodeVariant)
  ).trim();
  const schema = options.schema ?? schemaOfInfoCode(settings, code);
  if (!isTemplateSchema(schema))
    problems.push(
      `Information code ${code.infoCode} takes the ${schema} schema, which has no template ${NO_TEMPLATE[schema] ? `because ${NO_TEMPLATE[schema]}` : 'yet'}; choose one of ${TEMPLATE_SCHEMAS.join(', ')}.`,
    );
  else problems.push(...templateProblems(schema, code));
  problems.push(...checkNewObject(options.date, `${techName} ${infoName}`));
  if (problems.length) return { ok: false, problems };

  const title = `<techName>${escapeXml(techName)}</techName>${infoName ? `<infoName>${escapeXml(infoName)}</infoName>` : ''}`;
  const xml = dataModuleXml({
    settings,
    schema,
    code,
    date: options.date,
    titleXml: title,
    contentXml: templateContent(schema as TemplateSchema, {
      techName,
      code,
      settings,
      date: options.date,
    }),
  });
  const language = `${settings.languageIsoCode.toUpperCase()}-${settings.countryIsoCode.toUpperCase()}`;
  const dmc = formatDmCode(code);
  return { ok: true, xml, code: dmc, schema, fileName: `${dmc}_000-01_${language}.XML` };
}
