import { formatDmCode } from '../codes/dm-code';
import { s1000dFileName } from '../csdb/file-names';
import { schemaUrl, type ProjectSettings } from '../csdb/project-settings';
import {
  dmCodeElement,
  escapeXml,
  issueDateElement,
  languageElement,
  newObjectStatus,
  S1000D_NAMESPACES,
} from '../xml/write-markup';
import type { PlannedModule } from './data-set-plan';

/**
 * The content of an empty data module of each schema a skeleton can be written in: the least
 * each schema requires, from Issue 4.0 on (a levelled paragraph; a procedure's preliminary
 * requirements, one step and close-up requirements, each "none").
 */
const CONTENT: Record<string, (m: PlannedModule) => string> = {
  descript: (m) =>
    `<description><levelledPara><title>${escapeXml(m.infoName || m.techName)}</title><para/></levelledPara></description>`,
  proced: () =>
    '<procedure><preliminaryRqmts><reqCondGroup><noConds/></reqCondGroup><reqSupportEquips><noSupportEquips/></reqSupportEquips><reqSupplies><noSupplies/></reqSupplies><reqSpares><noSpares/></reqSpares><reqSafety><noSafety/></reqSafety></preliminaryRqmts><mainProcedure><proceduralStep><para/></proceduralStep></mainProcedure><closeRqmts><reqCondGroup><noConds/></reqCondGroup></closeRqmts></procedure>',
};

/** The schemas skeletons can be written in. */
export const SKELETON_SCHEMAS = Object.keys(CONTENT);

export type Skeleton =
  | { ok: true; code: string; xml: string; fileName: string }
  | { ok: false; code: string; problem: string };

/**
 * An empty data module for a planned one, as s1kd-newdm writes one: issue 000-01, unverified,
 * the project's issue, language, security, enterprises and BREX, the planned title, and the
 * least content its schema requires. A schema without a skeleton is refused by name.
 */
export function skeletonModule(
  settings: ProjectSettings,
  module: PlannedModule,
  date: string,
): Skeleton {
  const content = CONTENT[module.schema];
  const code = module.code;
  if (settings.issue === '3.0')
    return { ok: false, code, problem: `${code}: skeletons are written for Issue 4.0 and later.` };
  if (!content)
    return {
      ok: false,
      code,
      problem: `${code}: no skeleton for the ${module.schema} schema yet (skeletons: ${SKELETON_SCHEMAS.join(', ')}); it stays planned in the DMRL.`,
    };
  const infoName = module.infoName ? `<infoName>${escapeXml(module.infoName)}</infoName>` : '';
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<dmodule ${S1000D_NAMESPACES} xsi:noNamespaceSchemaLocation="${schemaUrl(settings.issue, module.schema)}">
  <identAndStatusSection>
    <dmAddress>
      <dmIdent>
        ${dmCodeElement(module.dmCode)}
        ${languageElement(settings)}
        <issueInfo issueNumber="000" inWork="01"/>
      </dmIdent>
      <dmAddressItems>
        ${issueDateElement(date)}
        <dmTitle><techName>${escapeXml(module.techName)}</techName>${infoName}</dmTitle>
      </dmAddressItems>
    </dmAddress>
    <dmStatus issueType="new">
      ${newObjectStatus(settings, '      ')}
    </dmStatus>
  </identAndStatusSection>
  <content>
    ${content(module)}
  </content>
</dmodule>
`;
  const fileName = s1000dFileName({
    kind: 'dm',
    code: formatDmCode(module.dmCode, { prefix: true }),
    issueInfo: { issueNumber: '000', inWork: '01' },
    language: {
      languageIsoCode: settings.languageIsoCode,
      countryIsoCode: settings.countryIsoCode,
    },
  });
  return { ok: true, code, xml, fileName };
}
