/** Applicability of the demo product: two models, two supply voltages, one service bulletin. */

export const ASSERT_SP400A =
  '<assert applicPropertyIdent="model" applicPropertyType="prodattr" applicPropertyValues="SP-400A"/>';
export const ASSERT_SP400 =
  '<assert applicPropertyIdent="model" applicPropertyType="prodattr" applicPropertyValues="SP-400"/>';
export const ASSERT_120V =
  '<assert applicPropertyIdent="voltage" applicPropertyType="prodattr" applicPropertyValues="120"/>';
export const ASSERT_230V =
  '<assert applicPropertyIdent="voltage" applicPropertyType="prodattr" applicPropertyValues="230"/>';
export const ASSERT_SB_POST =
  '<assert applicPropertyIdent="SB-400-01" applicPropertyType="condition" applicPropertyValues="post"/>';
export const ASSERT_SB_PRE =
  '<assert applicPropertyIdent="SB-400-01" applicPropertyType="condition" applicPropertyValues="pre"/>';

export function applic(displayText: string, statement: string, id?: string): string {
  return `<applic${id ? ` id="${id}"` : ''}><displayText><simplePara>${displayText}</simplePara></displayText>${statement}</applic>`;
}

/** The products in service, as the PCT lists them. */
export const PRODUCTS = [
  { id: 'prod-4000101', serialno: '4000101', model: 'SP-400', voltage: '230', sb: 'pre' },
  { id: 'prod-4000245', serialno: '4000245', model: 'SP-400A', voltage: '230', sb: 'post' },
  { id: 'prod-4100017', serialno: '4100017', model: 'SP-400A', voltage: '120', sb: 'post' },
  { id: 'prod-4100388', serialno: '4100388', model: 'SP-400', voltage: '120', sb: 'post' },
] as const;
