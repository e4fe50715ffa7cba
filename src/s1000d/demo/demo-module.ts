import type { DmCode } from '../codes/dm-code';
import {
  DATA_RESTRICTIONS,
  DEFAULT_BREX_CODE,
  dmCodeElement,
  dmRef,
  dmTitle,
  doctype,
  enterprise,
  ISSUE6_SCHEMA_BASE,
  issueDateElement,
  languageElement,
  NAMESPACES,
  OFFICIAL,
  XML_DECLARATION,
  type IcnEntity,
  type Issue,
  type Title,
} from './demo-markup';

export type DemoModule = {
  code: DmCode;
  issue: Issue;
  title: Title & { infoNameVariant?: string };
  schema: string;
  /** The applic of the whole module (default: all products). */
  applic?: string;
  qa: 'unverified' | 'tabtop' | 'onobject';
  icns?: readonly IcnEntity[];
  /** The ACT, CCT, PCT and BREX do not point at the ACT. */
  withoutAct?: boolean;
  skillLevel?: 'sk01' | 'sk02' | 'sk03';
  content: string;
};

export type ModuleContext = { date: string; projectBrex: DmCode; act: DmCode };

export const APPLIC_ALL = `<applic><displayText><simplePara>All</simplePara></displayText></applic>`;

/** A complete Issue 6 data module: identification and status section, then the content. */
export function renderModule(dm: DemoModule, ctx: ModuleContext): string {
  const isBrex = dm.schema === 'brex';
  const brexRef = isBrex
    ? dmRef(DEFAULT_BREX_CODE, { issue: OFFICIAL, language: true })
    : dmRef(ctx.projectBrex, { issue: OFFICIAL });
  const qa =
    dm.qa === 'unverified' ? '<unverified/>' : `<firstVerification verificationType="${dm.qa}"/>`;
  const issueType = 'new';
  const title = dm.title.infoNameVariant
    ? dmTitle(dm.title).replace(
        '</dmTitle>',
        `<infoNameVariant>${dm.title.infoNameVariant}</infoNameVariant></dmTitle>`,
      )
    : dmTitle(dm.title);
  return `${XML_DECLARATION}${doctype('dmodule', dm.icns)}<dmodule ${NAMESPACES} xsi:noNamespaceSchemaLocation="${ISSUE6_SCHEMA_BASE}${dm.schema}.xsd">
  <identAndStatusSection>
    <dmAddress>
      <dmIdent>
        ${dmCodeElement(dm.code)}
        ${languageElement()}
        <issueInfo issueNumber="${dm.issue.issueNumber}" inWork="${dm.issue.inWork}"/>
      </dmIdent>
      <dmAddressItems>
        ${issueDateElement(ctx.date)}
        ${title}
      </dmAddressItems>
    </dmAddress>
    <dmStatus issueType="${issueType}">
      <security securityClassification="01"/>
      ${DATA_RESTRICTIONS}
      ${enterprise('responsiblePartnerCompany')}
      ${enterprise('originator')}
${dm.withoutAct ? '' : `      <applicCrossRefTableRef>${dmRef(ctx.act)}</applicCrossRefTableRef>\n`}      ${dm.applic ?? APPLIC_ALL}
      <brexDmRef>${brexRef}</brexDmRef>
      <qualityAssurance>${qa}</qualityAssurance>
${dm.skillLevel ? `      <skillLevel skillLevelCode="${dm.skillLevel}"/>\n` : ''}    </dmStatus>
  </identAndStatusSection>
  <content>
${dm.content}
  </content>
</dmodule>
`;
}
