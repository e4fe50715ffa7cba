import { formatDmCode, validateDmCode, type DmCode } from '../codes/dm-code';
import { s1000dFileName } from '../csdb/file-names';
import type { ProjectSettings } from '../csdb/project-settings';
import { dataModuleXml, issuerOf } from '../xml/write-markup';
import { splitHtml, type SectionImage } from './html-sections';

export type ImportOptions = {
  settings: ProjectSettings;
  /** The SNS the modules are filed under (system, subsystem, sub-subsystem, assembly). */
  sns: Pick<DmCode, 'systemCode' | 'subSystemCode' | 'subSubSystemCode' | 'assyCode'>;
  /** The information code of every module (descriptions: 040 by default). */
  infoCode?: string;
  date: string;
};

export type ImportedFile = { name: string; bytes: Uint8Array };
export type ImportResult = { files: ImportedFile[]; modules: string[]; problems: string[] };

/** The DOCTYPE declaring a module's ICNs as unparsed entities, as S1000D references graphics. */
function doctype(images: readonly SectionImage[]): string {
  if (images.length === 0) return '';
  const notations = [...new Set(images.map((i) => (i.extension ?? 'png').toUpperCase()))];
  return `<!DOCTYPE dmodule [\n${notations.map((n) => `<!NOTATION ${n} SYSTEM "${n}">`).join('\n')}\n${images
    .map((i) => {
      const ext = (i.extension ?? 'png').toUpperCase();
      return `<!ENTITY ${i.icn} SYSTEM "${i.icn}.${ext}" NDATA ${ext}>`;
    })
    .join('\n')}\n]>\n`;
}

/**
 * An HTML document as descriptive data modules, one a top-level heading (see splitHtml): each
 * titled with its heading, filed under the given SNS with disassembly codes 01, 02 … in
 * document order, and its embedded images as ICN files beside it. Images that are only linked
 * are named in `problems`: their ICN is referenced, the file is to be supplied.
 */
export function htmlToModules(html: string, options: ImportOptions): ImportResult {
  const { settings } = options;
  const problems: string[] = [];
  const mic = settings.modelIdentCodes[0];
  const cage = issuerOf(settings);
  if (!mic) problems.push('The project has no model identification code.');
  if (!/^[A-Z0-9]{5}$/.test(cage))
    problems.push('The project has no enterprise (CAGE) code for the ICNs.');
  if (settings.issue === '3.0')
    problems.push('Imported data modules are written for Issue 4.0 and later.');
  if (problems.length) return { files: [], modules: [], problems };
  const sections = splitHtml(html, (n) => `ICN-${cage}-IMP${String(n).padStart(5, '0')}-001-01`);
  if (sections.length === 0)
    return { files: [], modules: [], problems: ['The document has no text to import.'] };
  if (sections.length > 99)
    problems.push('Only the first 99 sections are imported (disassembly codes 01-99).');
  const files: ImportedFile[] = [];
  const modules: string[] = [];
  sections.slice(0, 99).forEach((section, i) => {
    const code: DmCode = {
      modelIdentCode: mic!,
      systemDiffCode: settings.systemDiffCode,
      ...options.sns,
      disassyCode: String(i + 1).padStart(2, '0'),
      disassyCodeVariant: 'A',
      infoCode: options.infoCode ?? '040',
      infoCodeVariant: 'A',
      itemLocationCode: 'A',
    };
    const invalid = validateDmCode(code);
    if (invalid.length) {
      problems.push(...invalid);
      return;
    }
    const xml = dataModuleXml({
      settings,
      schema: 'descript',
      code,
      date: options.date,
      titleXml: `<techName>${section.title}</techName><infoName>Description</infoName>`,
      contentXml: `    <description><levelledPara><title>${section.title}</title>${section.bodyXml}</levelledPara></description>`,
    }).replace(/^(<\?xml[^>]*\?>\n)/, `$1${doctype(section.images)}`);
    const name = s1000dFileName({
      kind: 'dm',
      code: formatDmCode(code, { prefix: true }),
      issueInfo: { issueNumber: '000', inWork: '01' },
      language: {
        languageIsoCode: settings.languageIsoCode,
        countryIsoCode: settings.countryIsoCode,
      },
    });
    files.push({ name, bytes: new TextEncoder().encode(xml) });
    modules.push(`${formatDmCode(code, { prefix: true })} ${section.title}`);
    for (const image of section.images) {
      if (image.bytes)
        files.push({
          name: `${image.icn}.${(image.extension ?? 'png').toUpperCase()}`,
          bytes: image.bytes,
        });
      else problems.push(`${image.src} is linked, not embedded: supply it as ${image.icn}.`);
    }
  });
  return { files, modules, problems };
}
