import { describe, expect, it } from 'vitest';
import {
  EMPTY_SETUP,
  effectiveMic,
  firstInvalidSetupStep,
  ipsProjectFields,
  micFromProduct,
  missingSpecs,
  pbsSetupLink,
  s1000dSetupLink,
  validateSetupStep,
  type ProgrammeSetup,
} from './programme-setup.ts';

const BIKE: ProgrammeSetup = {
  name: 'Bike programme',
  product: 'Mountain bike 2',
  mic: '',
  specs: ['SX000i', 'S1000D', 'S2000M'],
  elements: ['technical-data', 'supply-support', 'training'],
  parties: {
    'technical-data': 'Bike Co pubs',
    'supply-support': 'Spares Ltd',
    training: 'Bike Co pubs',
  },
};

describe('the IPS programme set-up', () => {
  it('keeps the user on each step until it is complete, naming what is missing', () => {
    expect(validateSetupStep('Programme', EMPTY_SETUP)).toEqual([
      'Enter the programme name.',
      'Enter the product.',
    ]);
    expect(validateSetupStep('Programme', { ...BIKE, mic: 'bike-2' })).toEqual([
      '"bike-2" is not a model identification code: 2 to 14 capital letters or digits.',
    ]);
    expect(validateSetupStep('Specifications', EMPTY_SETUP)).toEqual([
      'Choose at least one S-Series specification besides SX000i.',
    ]);
    expect(validateSetupStep('IPS elements', EMPTY_SETUP)).toEqual([
      'Tick at least one IPS element in scope.',
    ]);
    expect(
      validateSetupStep('Responsible parties', { ...BIKE, parties: { training: ' ' } }),
    ).toEqual([
      'Name who is responsible for technical data.',
      'Name who is responsible for supply support.',
      'Name who is responsible for training and training support.',
    ]);
    expect(firstInvalidSetupStep(BIKE)).toBeNull();
    expect(firstInvalidSetupStep({ ...BIKE, elements: [] })).toBe('IPS elements');
  });

  it('makes a model identification code from the product when none is typed', () => {
    expect(micFromProduct('Mountain bike 2')).toBe('MOUNTAINBIKE2');
    expect(micFromProduct('Très grand vélo électrique')).toBe('TRESGRANDVELOE');
    expect(micFromProduct('X')).toBe('');
    expect(effectiveMic(BIKE)).toBe('MOUNTAINBIKE2');
    expect(effectiveMic({ ...BIKE, mic: ' bike ' })).toBe('BIKE');
  });

  it('names the specifications the chosen elements usually need and the programme lacks', () => {
    expect(missingSpecs(BIKE)).toEqual([
      { spec: 'S6000T', for: ['Training and training support'] },
    ]);
    expect(
      missingSpecs({ ...BIKE, elements: ['maintenance-planning', 'support-equipment'] }),
    ).toEqual([
      { spec: 'S3000L', for: ['Maintenance planning and management', 'Support equipment'] },
      { spec: 'S4000P', for: ['Maintenance planning and management'] },
    ]);
  });

  it('saves the programme as an IPS project: specifications, parties with their elements', () => {
    expect(ipsProjectFields(BIKE)).toEqual({
      description:
        'IPS programme per SX000i for Mountain bike 2. Specifications: SX000i, S1000D, S2000M. IPS elements in scope: Supply support, Technical data, Training and training support.',
      product: 'Mountain bike 2',
      linkedPbsProjectId: '',
      customer: '',
      contract: '',
      specifications: ['SX000i', 'S1000D', 'S2000M'],
      team: [
        { name: 'Spares Ltd', role: 'Responsible for supply support' },
        {
          name: 'Bike Co pubs',
          role: 'Responsible for technical data, training and training support',
        },
      ],
      milestones: [],
    });
  });

  it('opens the PBS and S1000D set-ups with the programme filled in', () => {
    const pbs = new URL(pbsSetupLink(BIKE), 'http://x');
    expect(pbs.pathname).toBe('/tools/create-pbs');
    expect(pbs.searchParams.get('name')).toBe('Mountain bike 2 PBS');
    expect(pbs.searchParams.get('product')).toBe('Mountain bike 2');
    const s1000d = new URL(s1000dSetupLink(BIKE), 'http://x');
    expect(s1000d.pathname).toBe('/tools/wizards/s1000d/rapid-setup');
    expect(Object.fromEntries(s1000d.searchParams)).toMatchObject({
      name: 'Bike programme technical publications',
      mic: 'MOUNTAINBIKE2',
      rpcName: 'Bike Co pubs',
    });
    expect(
      new URL(
        s1000dSetupLink({ ...BIKE, elements: ['supply-support'] }),
        'http://x',
      ).searchParams.has('rpcName'),
    ).toBe(false);
  });
});
