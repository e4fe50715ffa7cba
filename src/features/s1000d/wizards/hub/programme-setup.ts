import {
  IPS_ELEMENTS,
  S_SERIES,
  type IpsElementId,
  type SSeriesCode,
} from '../../../../domain/ips-programme.ts';

/** The guided set-up of an IPS programme per SX000i, in the order SX000i decides it. */
export const SETUP_STEPS = [
  'Programme',
  'Specifications',
  'IPS elements',
  'Responsible parties',
  'Launch',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export type ProgrammeSetup = {
  name: string;
  product: string;
  /** Model identification code for the S1000D project; empty means "from the product". */
  mic: string;
  specs: SSeriesCode[];
  elements: IpsElementId[];
  /** Who is responsible for each IPS element in scope (a person, team or company). */
  parties: Partial<Record<IpsElementId, string>>;
};

export const EMPTY_SETUP: ProgrammeSetup = {
  name: '',
  product: '',
  mic: '',
  specs: ['SX000i'],
  elements: [],
  parties: {},
};

export const TEXT_LIMIT = 120;
const MIC = /^[A-Z0-9]{2,14}$/;

export const SETUP_TEXT = {
  nameRequired: 'Enter the programme name.',
  productRequired: 'Enter the product.',
  tooLong: (what: string) => `The ${what} is longer than ${TEXT_LIMIT} characters.`,
  badMic: (mic: string) =>
    `"${mic}" is not a model identification code: 2 to 14 capital letters or digits.`,
  specsRequired: 'Choose at least one S-Series specification besides SX000i.',
  elementsRequired: 'Tick at least one IPS element in scope.',
  partyMissing: (title: string) => `Name who is responsible for ${title.toLowerCase()}.`,
} as const;

/** The product name as a model identification code: letters and digits, at most 14. */
export function micFromProduct(product: string): string {
  const code = product
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 14);
  return code.length >= 2 ? code : '';
}

/** The MIC the S1000D set-up gets: the one typed, else one made from the product. */
export function effectiveMic(setup: ProgrammeSetup): string {
  return setup.mic.trim().toUpperCase() || micFromProduct(setup.product);
}

const titleOf = (id: IpsElementId) => IPS_ELEMENTS.find((e) => e.id === id)!.title;

/** The messages that keep the user on a step; empty when it may be left. */
export function validateSetupStep(step: SetupStep, setup: ProgrammeSetup): string[] {
  switch (step) {
    case 'Programme': {
      const problems: string[] = [];
      if (!setup.name.trim()) problems.push(SETUP_TEXT.nameRequired);
      if (setup.name.trim().length > TEXT_LIMIT) problems.push(SETUP_TEXT.tooLong('name'));
      if (!setup.product.trim()) problems.push(SETUP_TEXT.productRequired);
      if (setup.product.trim().length > TEXT_LIMIT) problems.push(SETUP_TEXT.tooLong('product'));
      const mic = setup.mic.trim().toUpperCase();
      if (mic && !MIC.test(mic)) problems.push(SETUP_TEXT.badMic(setup.mic.trim()));
      return problems;
    }
    case 'Specifications':
      return setup.specs.some((s) => s !== 'SX000i') ? [] : [SETUP_TEXT.specsRequired];
    case 'IPS elements':
      return setup.elements.length > 0 ? [] : [SETUP_TEXT.elementsRequired];
    case 'Responsible parties':
      return setup.elements.flatMap((id) => {
        const party = setup.parties[id]?.trim() ?? '';
        if (!party) return [SETUP_TEXT.partyMissing(titleOf(id))];
        return party.length > TEXT_LIMIT ? [SETUP_TEXT.tooLong(`party for ${titleOf(id)}`)] : [];
      });
    default:
      return [];
  }
}

/** The first step with a problem, or null when the programme is complete. */
export function firstInvalidSetupStep(setup: ProgrammeSetup): SetupStep | null {
  return SETUP_STEPS.find((s) => validateSetupStep(s, setup).length > 0) ?? null;
}

/**
 * Specifications the chosen IPS elements usually need but the programme has not chosen,
 * each with the elements that want it, in S-Series order.
 */
export function missingSpecs(setup: ProgrammeSetup): { spec: SSeriesCode; for: string[] }[] {
  return S_SERIES.map(([spec]) => spec)
    .filter((spec) => !setup.specs.includes(spec))
    .map((spec) => ({
      spec,
      for: IPS_ELEMENTS.filter(
        (e) => setup.elements.includes(e.id) && (e.specs as readonly string[]).includes(spec),
      ).map((e) => e.title),
    }))
    .filter((m) => m.for.length > 0);
}

/** The parties with what each is responsible for, in the order the elements are listed. */
export function responsibleParties(setup: ProgrammeSetup): { name: string; role: string }[] {
  const byParty = new Map<string, string[]>();
  for (const element of IPS_ELEMENTS) {
    const party = setup.parties[element.id]?.trim();
    if (!setup.elements.includes(element.id) || !party) continue;
    byParty.set(party, [...(byParty.get(party) ?? []), element.title.toLowerCase()]);
  }
  return [...byParty].map(([name, titles]) => ({
    name,
    role: `Responsible for ${titles.join(', ')}`,
  }));
}

/** One line that says what the programme covers, for the descriptions of what it sets up. */
export function programmeSummary(setup: ProgrammeSetup): string {
  const elements = IPS_ELEMENTS.filter((e) => setup.elements.includes(e.id)).map((e) => e.title);
  return `IPS programme per SX000i for ${setup.product.trim()}. Specifications: ${setup.specs.join(', ')}. IPS elements in scope: ${elements.join(', ')}.`;
}

/** The fields of the IPS project the set-up saves (the IPS project pages' shape). */
export function ipsProjectFields(setup: ProgrammeSetup) {
  return {
    description: programmeSummary(setup),
    product: setup.product.trim(),
    linkedPbsProjectId: '',
    customer: '',
    contract: '',
    specifications: S_SERIES.map(([s]) => s).filter((s) => setup.specs.includes(s)),
    team: responsibleParties(setup),
    milestones: [],
  };
}

const query = (fields: Record<string, string>) =>
  new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== '')).toString();

/** The PBS set-up (Create PBS) with the programme's product filled in. */
export function pbsSetupLink(setup: ProgrammeSetup): string {
  return `/tools/create-pbs?${query({
    name: `${setup.product.trim()} PBS`,
    product: setup.product.trim(),
    description: programmeSummary(setup),
  })}`;
}

/**
 * The S1000D project set-up (Rapid Setup) filled in: name, MIC, description, and the party
 * responsible for technical data as the responsible partner company.
 */
export function s1000dSetupLink(setup: ProgrammeSetup): string {
  return `/tools/wizards/s1000d/rapid-setup?${query({
    name: `${setup.name.trim()} technical publications`,
    mic: effectiveMic(setup),
    description: programmeSummary(setup),
    rpcName: setup.elements.includes('technical-data')
      ? (setup.parties['technical-data']?.trim() ?? '')
      : '',
  })}`;
}
