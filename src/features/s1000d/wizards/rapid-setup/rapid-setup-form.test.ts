import { describe, expect, it } from 'vitest';
import { initialForm, settingsOf } from './rapid-setup-form.ts';

const filled = {
  ...initialForm(new URLSearchParams('name=Pump&mic=pump')),
  rpcCode: 'k0378',
  rpcName: 'Acme Pumps',
  originatorCode: 'K0378',
  originatorName: 'Acme Pumps',
};

describe('the rapid set-up form', () => {
  it('starts from what the IPS wizard passes, and builds normalised settings', () => {
    expect(filled.name).toBe('Pump');
    const result = settingsOf({ ...filled, modelIdentCodes: 'pump, pumpx', countryIsoCode: 'gb' });
    expect(result.ok && result.value).toMatchObject({
      issue: '6',
      modelIdentCodes: ['PUMP', 'PUMPX'],
      countryIsoCode: 'GB',
      responsiblePartnerCompany: { code: 'K0378', name: 'Acme Pumps' },
      sns: { kind: 'maintained', id: 'generic' },
      brex: { kind: 'default' },
    });
  });

  it('takes the description and the responsible partner company name the IPS set-up passes', () => {
    const form = initialForm(
      new URLSearchParams({ name: 'Pump pubs', description: 'IPS programme', rpcName: 'Acme' }),
    );
    expect([form.description, form.rpcName, form.rpcCode]).toEqual(['IPS programme', 'Acme', '']);
  });

  it('names every problem at once, the project name included', () => {
    const result = settingsOf({
      ...filled,
      name: ' ',
      modelIdentCodes: '',
      rpcCode: 'X',
      securityClassification: '00',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'Give the project a name',
      'Give at least one model identification code',
      'Responsible partner company code must be a 5-character CAGE/NCAGE code',
      'Security classification must be two digits, 01 to 99',
    ]);
  });
});
