import { checkSteDataModule } from '../ste/ste-data-module';
import type { SteSettings } from '../ste/ste-settings';
import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import type { Diagnostic } from './diagnostics';

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

/**
 * The STE findings of the edited data module as editor diagnostics, each at its paragraph's
 * line: errors stay errors, warnings and info are warnings. Text that is not a data module
 * (or not well-formed: the XML diagnostics say so) gives none.
 */
export function steDiagnostics(
  text: string,
  settings: SteSettings,
  options: { parser: XmlParser; fileName: string; key?: string },
): Diagnostic[] {
  let result;
  try {
    const object = loadXml(text, { parser: options.parser, fileName: options.fileName });
    if (object.type !== 'dataModule') return [];
    result = checkSteDataModule(object, settings, options.key);
  } catch {
    return [];
  }
  return result.findings.map((f) => ({
    line: f.unit.line ?? 1,
    severity: f.severity === 'error' ? 'error' : 'warning',
    source: 'ste',
    message: `${f.ruleNumber} (${f.issue}): ${f.message} "${short(f.text)}"`,
  }));
}
