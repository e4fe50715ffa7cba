import type { SteSettings } from '../ste/ste-settings';
import type { XmlParser } from '../xml/xml-parser';
import { checkModuleText, type CheckModuleOptions, type Diagnostic } from './diagnostics';
import { steDiagnostics } from './ste-diagnostics';

export type EditorCheckOptions = CheckModuleOptions & {
  /** The project's STE settings, keyed by the module (its text type). */
  ste: { settings: SteSettings; key?: string };
  parser: XmlParser;
};

/**
 * Everything the data module editor shows after typing stops, by line: the module checks
 * (well-formedness, BREX, references, ids), then STE. A text that is not well-formed gets only
 * its XML errors: STE has no paragraphs to read.
 */
export function checkModuleWithSte(text: string, options: EditorCheckOptions): Diagnostic[] {
  const found = checkModuleText(text, options);
  if (found.some((d) => d.source === 'xml')) return found;
  const { settings, key } = options.ste;
  return [
    ...found,
    ...steDiagnostics(text, settings, {
      parser: options.parser,
      fileName: options.fileName ?? 'module.xml',
      ...(key ? { key } : {}),
    }),
  ].sort((a, b) => a.line - b.line);
}
