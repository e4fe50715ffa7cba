import { newDataModule } from '../../../src/s1000d/authoring/new-data-module.ts';
import { defaultProjectSettings } from '../../../src/s1000d/csdb/project-settings.ts';

/** The Issue 4.1 bike-like settings the editor benches make their module with. */
export const benchSettings = defaultProjectSettings({
  issue: '4.1',
  modelIdentCodes: ['BIKE'],
  responsiblePartnerCompany: { code: 'U8025', name: 'Bike Co' },
  originator: { code: 'U8025', name: 'Bike Co' },
});

const made = newDataModule({
  settings: benchSettings,
  sns: { systemCode: 'DA1', subSystemCode: '0', subSubSystemCode: '0', assyCode: '00' },
  infoCode: '040',
  techName: 'Brake',
  date: '2026-11-24',
});
if (!made.ok) throw new Error(made.problems.join(' '));
const template = made.xml;
export const grownFileName = made.fileName;

/** The first paragraph's words, where a bench puts the cursor to type. */
export const GROWN_PARA_TEXT = 'The brake lever moves the cable';

/** A new descriptive module grown to about `bytes` with numbered levelled paragraphs, each with a reference to the first. */
export function grownDataModule(bytes: number): string {
  const para = (n: number) =>
    `      <levelledPara id="par-${String(n).padStart(5, '0')}"><title>Part ${n}</title><para>${GROWN_PARA_TEXT}; see <internalRef internalRefId="par-0001"/>. Keep the pads clean and check the wear.</para></levelledPara>\n`;
  const one = para(10000).length;
  const count = Math.ceil((bytes - template.length) / one);
  const body = Array.from({ length: count }, (_, i) => para(i + 2)).join('');
  return template.replace('    </description>', `${body}    </description>`);
}
