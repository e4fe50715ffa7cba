import type { DmCode } from './dm-code';

/**
 * The code of a data module about the whole product (a BREX, brDoc, ACT, CCT or PCT), as
 * s1kd-newdm and the bike and demo sets give it: SNS 00-0-0-00, disassembly 00A, variant A,
 * item location D.
 */
export function wholeProductCode(
  settings: { systemDiffCode: string },
  modelIdentCode: string,
  infoCode: string,
): DmCode {
  return {
    modelIdentCode,
    systemDiffCode: settings.systemDiffCode,
    systemCode: '00',
    subSystemCode: '0',
    subSubSystemCode: '0',
    assyCode: '00',
    disassyCode: '00',
    disassyCodeVariant: 'A',
    infoCode,
    infoCodeVariant: 'A',
    itemLocationCode: 'D',
  };
}
