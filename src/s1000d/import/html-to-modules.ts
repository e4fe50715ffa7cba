import { addIcn } from '../authoring/add-icn';
import { infoNameOf, schemaOfInfoCode, type SnsCode } from '../authoring/new-data-module';
import { formatDmCode, validateDmCode, type DmCode } from '../codes/dm-code';
import { s1000dFileName } from '../csdb/file-names';
import type { ProjectSettings } from '../csdb/project-settings';
import { dataModuleXml, escapeXml, issuerOf } from '../xml/write-markup';
import { splitHtml, type HtmlSection, type SectionImage } from './html-sections';

/** What the author changed of one section's proposed data module (the preview's fields). */
export type SectionChoice = {
  /** Left out of the import. */
  skip?: boolean;
  title?: string;
  /** Information code with optional variant: "040", "041A". */
  infoCode?: string;
  /** Disassembly code with optional variant: "03", "03B". */
  disassyCode?: string;
};

export type ImportOptions = {
  settings: ProjectSettings;
  /** The SNS the modules are filed under (system, subsystem, sub-subsystem, assembly). */
  sns: SnsCode;
  /** The information code of every module unless a choice says otherwise (040 by default). */
  infoCode?: string;
  date: string;
  /** Codes the project already holds (DMC-…, ICN-…): new codes are chosen around them. */
  existing?: readonly string[];
  /** Per section, in document order. */
  choices?: readonly SectionChoice[];
};

export type ImportedFile = { name: string; bytes: Uint8Array };
export type ImportedModule = {
  section: number;
  code: string;
  title: string;
  fileName: string;
  icns: string[];
};
/** `problems` stop the import (no files); `notes` go with files that were written. */
export type ImportResult = {
  files: ImportedFile[];
  modules: ImportedModule[];
  problems: string[];
  notes: string[];
};

const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
  'image/cgm': 'CGM',
};

/** Problems with the project that stop any import. */
function projectProblems(settings: ProjectSettings): string[] {
  const problems: string[] = [];
  if (!settings.modelIdentCodes[0]) problems.push('The project has no model identification code.');
  if (!/^[A-Z0-9]{5}$/.test(issuerOf(settings)))
    problems.push('The project has no enterprise (CAGE) code for the ICNs.');
  if (settings.issue === '3.0')
    problems.push('Imported data modules are written for Issue 4.0 and later.');
  return problems;
}

/**
 * The document's sections, each image given an ICN of its own: CAGE-based, the project's
 * issuing enterprise, unique identifier IMP00001 … skipping those the project holds, issue
 * 001 and the project's security classification.
 */
export function readSections(
  html: string,
  options: Pick<ImportOptions, 'settings' | 'existing'>,
): { sections: HtmlSection[]; problems: string[] } {
  const problems = projectProblems(options.settings);
  if (problems.length) return { sections: [], problems };
  const prefix = `ICN-${issuerOf(options.settings)}-IMP`;
  const taken = new Set(
    (options.existing ?? [])
      .filter((c) => c.startsWith(prefix))
      .map((c) => c.slice(prefix.length, prefix.length + 5)),
  );
  let next = 0;
  const icnCode = () => {
    do next++;
    while (taken.has(String(next).padStart(5, '0')));
    return `${prefix}${String(next).padStart(5, '0')}-001-${options.settings.securityClassification}`;
  };
  const sections = splitHtml(html, icnCode);
  if (sections.length === 0) problems.push('The document has no text to import.');
  if (sections.length > 99)
    problems.push(
      `The document has ${sections.length} sections; one import makes at most 99 data modules (disassembly codes 01-99).`,
    );
  return { sections, problems };
}

/** Declares the section's embedded ICNs in the module's DOCTYPE, as s1kd-addicn does. */
function declareIcns(xml: string, images: readonly SectionImage[]): string {
  return images.reduce(
    (text, i) =>
      i.bytes && i.mediaType && IMAGE_EXTENSIONS[i.mediaType]
        ? addIcn(text, `${i.icn}.${IMAGE_EXTENSIONS[i.mediaType]}`).text
        : text,
    xml,
  );
}

/**
 * The sections as descriptive data modules: each titled with its heading (or the author's
 * title), filed under the SNS, disassembly codes 01, 02 … in document order skipping codes the
 * project holds, and its embedded images as ICN files beside it. Any problem (a code taken
 * twice, an information code that is not descriptive) leaves `files` empty: nothing half made.
 */
export function sectionsToModules(
  sections: readonly HtmlSection[],
  options: ImportOptions,
): ImportResult {
  const { settings } = options;
  const problems = projectProblems(settings);
  if (problems.length) return { files: [], modules: [], problems, notes: [] };
  const taken = new Set(options.existing ?? []);
  const files: ImportedFile[] = [];
  const modules: ImportedModule[] = [];
  const notes: string[] = [];
  const base = (infoCode: string): DmCode => ({
    modelIdentCode: settings.modelIdentCodes[0]!,
    systemDiffCode: settings.systemDiffCode,
    ...options.sns,
    disassyCode: '00',
    disassyCodeVariant: 'A',
    infoCode: infoCode.slice(0, 3),
    infoCodeVariant: infoCode[3] ?? 'A',
    itemLocationCode: 'A',
  });
  const chosenDisassy = (choice: SectionChoice, fallback: string) => {
    const code = base((choice.infoCode ?? fallback).toUpperCase());
    code.disassyCode = choice.disassyCode!.slice(0, 2);
    code.disassyCodeVariant = choice.disassyCode![2]?.toUpperCase() ?? 'A';
    return code;
  };
  // Codes the author typed are kept free of the ones numbered automatically.
  const reserved = new Set(
    sections.flatMap((_, i) => {
      const choice = options.choices?.[i] ?? {};
      return choice.disassyCode && !choice.skip
        ? [formatDmCode(chosenDisassy(choice, options.infoCode ?? '040'), { prefix: true })]
        : [];
    }),
  );
  let numbered = 0;
  sections.forEach((section, i) => {
    const choice = options.choices?.[i] ?? {};
    if (choice.skip) return;
    const title = (choice.title ?? section.title).replace(/\s+/g, ' ').trim();
    const fallback = options.infoCode ?? '040';
    const code = choice.disassyCode
      ? chosenDisassy(choice, fallback)
      : base((choice.infoCode ?? fallback).toUpperCase());
    if (!choice.disassyCode) {
      const free = (c: DmCode) => {
        const dmc = formatDmCode(c, { prefix: true });
        return !taken.has(dmc) && !reserved.has(dmc);
      };
      // Sections follow each other in document order, whatever information code each has.
      do code.disassyCode = String(++numbered).padStart(2, '0');
      while (numbered < 99 && !free(code));
    }
    const dmc = formatDmCode(code, { prefix: true });
    const where = `Section ${i + 1} (${title || 'no title'})`;
    const invalid = validateDmCode(code);
    if (invalid.length) return problems.push(...invalid.map((p) => `${where}: ${p}`));
    if (!title) return problems.push(`${where}: enter a title.`);
    const schema = schemaOfInfoCode(settings, code);
    if (schema !== 'descript')
      return problems.push(
        `${where}: information code ${code.infoCode}${code.infoCodeVariant} takes the ${schema} schema; imported sections are descriptive, so choose a descriptive code (040, 041 …).`,
      );
    if (taken.has(dmc))
      return problems.push(
        `${where}: ${dmc} is already in the project or in this import; choose another disassembly code.`,
      );
    taken.add(dmc);
    const infoName = infoNameOf(settings, code.infoCode, code.infoCodeVariant) || 'Description';
    const xml = dataModuleXml({
      settings,
      schema,
      code,
      date: options.date,
      titleXml: `<techName>${escapeXml(title)}</techName><infoName>${escapeXml(infoName)}</infoName>`,
      contentXml: `    <description><levelledPara><title>${escapeXml(title)}</title>${section.bodyXml}</levelledPara></description>`,
    });
    const fileName = s1000dFileName({
      kind: 'dm',
      code: dmc,
      issueInfo: { issueNumber: '000', inWork: '01' },
      language: {
        languageIsoCode: settings.languageIsoCode,
        countryIsoCode: settings.countryIsoCode,
      },
    });
    files.push({
      name: fileName,
      bytes: new TextEncoder().encode(declareIcns(xml, section.images)),
    });
    modules.push({
      section: i,
      code: dmc,
      title,
      fileName,
      icns: section.images.map((m) => m.icn),
    });
    for (const image of section.images) {
      const extension = image.mediaType && IMAGE_EXTENSIONS[image.mediaType];
      if (image.bytes && extension)
        files.push({ name: `${image.icn}.${extension}`, bytes: image.bytes });
      else if (image.bytes)
        notes.push(
          `${where}: an image is ${image.mediaType}, which S1000D ICNs here do not take (PNG, JPEG, GIF, SVG or CGM): supply it as ${image.icn}.`,
        );
      else
        notes.push(
          `${where}: ${image.src || 'an image'} is linked, not embedded: supply it as ${image.icn}.`,
        );
    }
  });
  // The preview still shows the codes that were fine; nothing is written.
  if (problems.length) return { files: [], modules, problems, notes: [] };
  if (modules.length === 0) problems.push('Every section is left out: nothing to import.');
  return { files, modules, problems, notes };
}

/** An HTML document as data modules: readSections, then sectionsToModules. */
export function htmlToModules(html: string, options: ImportOptions): ImportResult {
  const read = readSections(html, options);
  if (read.problems.length) return { files: [], modules: [], problems: read.problems, notes: [] };
  return sectionsToModules(read.sections, options);
}
