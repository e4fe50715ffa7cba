import type { S1000dXml } from '../xml/load-xml';
import { checkSteUnits, type SteFinding } from './ste-check';
import { textTypeOfSchema, type SteSettings, type TextType } from './ste-settings';
import { textUnitsOf } from './ste-text';
import { wordsOf, splitSentences } from './ste-sentences';

export type SteModuleResult = {
  textType: TextType;
  /** Whether the text type was chosen by hand (else it comes from the schema). */
  overridden: boolean;
  sentences: number;
  words: number;
  findings: SteFinding[];
};

/** The STE check of one data module, its text type from the settings or from its schema. */
export function checkSteDataModule(
  object: S1000dXml,
  settings: SteSettings,
  key?: string,
): SteModuleResult {
  const chosen = key ? settings.textTypes[key] : undefined;
  const textType = chosen ?? textTypeOfSchema(object.schemaName);
  const units = textUnitsOf(object);
  let sentences = 0;
  let words = 0;
  for (const unit of units)
    for (const s of splitSentences(unit.text)) {
      sentences++;
      words += wordsOf(s.text).length;
    }
  return {
    textType,
    overridden: !!chosen,
    sentences,
    words,
    findings: checkSteUnits(units, textType, settings),
  };
}
