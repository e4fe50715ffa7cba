import { describe, expect, it } from 'vitest';
import { parseTargetSns } from './target-sns';

describe('the SNS an import files under', () => {
  it('reads it as a data module code writes it', () => {
    expect(parseTargetSns(' da1-10-00 ')).toEqual({
      ok: true,
      sns: { systemCode: 'DA1', subSystemCode: '1', subSubSystemCode: '0', assyCode: '00' },
    });
    expect(parseTargetSns('21-50-0001')).toMatchObject({ ok: true, sns: { assyCode: '0001' } });
  });

  it.each(['', '21', '21-5-00', 'DA1-10-000', 'DA1/10/00'])('refuses "%s"', (text) => {
    expect(parseTargetSns(text)).toEqual({
      ok: false,
      problem: `"${text}" is not an SNS as a data module code writes it: system-subsystem sub-subsystem-assembly, for example DA1-10-00 or 21-50-00.`,
    });
  });
});
