/** Where a set applies: every product, or air, sea or land products only. */
export const SET_DOMAINS = [
  ['common', 'Common information sets'],
  ['air', 'Air-specific information sets'],
  ['sea', 'Sea-specific information sets'],
  ['land', 'Land-specific information sets'],
] as const;
export type SetDomain = (typeof SET_DOMAINS)[number][0];

/** One section of a set: a publication entry holding data modules of these information codes. */
export type SetSection = { title: string; infoCodes: readonly string[] };

export type InformationSet = {
  id: string;
  domain: SetDomain;
  title: string;
  /** What the set is for, in a sentence. */
  purpose: string;
  sections: readonly SetSection[];
};

const set = (
  id: string,
  domain: SetDomain,
  title: string,
  purpose: string,
  sections: [string, string[]][],
): InformationSet => ({
  id,
  domain,
  title,
  purpose,
  sections: sections.map(([t, infoCodes]) => ({ title: t, infoCodes })),
});

/**
 * The information sets a project can choose from. The common sets follow the titles of
 * S1000D Chap 5.2.1; each proposes the information codes (Issue 6 code list) its data
 * modules usually take, grouped as a publication would group them. The air, sea and land
 * sets are the environment-specific additions of Chap 5.2.2 onwards, summarised.
 */
export const INFORMATION_SETS: readonly InformationSet[] = [
  set(
    'crew',
    'common',
    'Crew/Operator information',
    'What the crew or operator needs to run the product.',
    [
      ['Controls and indicators', ['111', '112', '115']],
      ['Pre-operation', ['121', '125']],
      ['Normal operation', ['131', '135']],
      ['Emergency and abnormal operation', ['139']],
    ],
  ),
  set(
    'description',
    'common',
    'Description and operation',
    'How the product is made and how it works.',
    [
      ['Description', ['040', '041', '042']],
      ['Operation', ['100', '110', '130']],
    ],
  ),
  set(
    'maintenance',
    'common',
    'Maintenance information',
    'Servicing, tests, fault isolation, removal, repair and installation.',
    [
      ['Servicing', ['200', '210', '220', '240']],
      ['Examinations, tests and checks', ['300', '310', '320', '340']],
      ['Disconnect, remove and disassemble', ['510', '520']],
      ['Repairs', ['600', '660']],
      ['Assemble, install and connect', ['710', '720']],
      ['Storage and transportation', ['800', '810']],
      ['Fault isolation', ['410', '411', '420', '421']],
    ],
  ),
  set('wiring', 'common', 'Wiring data', 'Wiring diagrams, wire, harness and connection lists.', [
    ['Diagrams', ['051', '054', '055']],
    ['Lists', ['053', '057', '058']],
  ]),
  set(
    'ipd',
    'common',
    'Illustrated parts data',
    'The parts catalogue: figures, parts lists and the numerical index.',
    [
      ['Parts data', ['941']],
      ['Numerical index', ['942']],
    ],
  ),
  set(
    'planning',
    'common',
    'Maintenance planning',
    'Scheduled maintenance: time limits and task lists.',
    [
      ['Maintenance planning information', ['0B0', '0B1']],
      ['Task lists', ['0B2', '0B3', '0B4']],
    ],
  ),
  set(
    'mass',
    'common',
    'Mass and balance',
    'Weighing, loading and the resulting mass and centre of gravity.',
    [
      ['Mass and balance data', ['030', '961']],
      ['Weighing procedures', ['913']],
    ],
  ),
  set('recovery', 'common', 'Recovery', 'Recovering a damaged or stranded product.', [
    ['Recovery procedures', ['912', '980']],
  ]),
  set('equipment', 'common', 'Equipment', 'Equipment fitted to or used with the product.', [
    ['Equipment description', ['040', '056']],
    ['Equipment maintenance', ['520', '720']],
  ]),
  set('weapon-loading', 'common', 'Weapon loading', 'Loading and unloading weapons and ordnance.', [
    ['Loading procedures', ['912', '991']],
  ]),
  set('cargo-loading', 'common', 'Cargo loading', 'Loading, securing and unloading cargo.', [
    ['Cargo loading procedures', ['912']],
  ]),
  set(
    'stores-loading',
    'common',
    'Stores loading',
    'Loading and unloading external and internal stores.',
    [['Stores loading procedures', ['912']]],
  ),
  set('role-change', 'common', 'Role change', 'Converting the product from one role to another.', [
    ['Role equipment', ['056']],
    ['Role change procedures', ['920', '921']],
  ]),
  set(
    'bdar',
    'common',
    'Battle damage assessment and repair',
    'Assessing and repairing damage in the field.',
    [
      ['Damage assessment', ['300', '310']],
      ['Damage repair', ['600', '610', '620']],
    ],
  ),
  set(
    'tools',
    'common',
    'Illustrated tool and support equipment',
    'The tools and support equipment maintenance needs.',
    [['Support equipment and tools', ['060', '061', '062', '066']]],
  ),
  set(
    'service-bulletins',
    'common',
    'Service bulletins',
    'Modifications and inspections issued after delivery.',
    [['Service bulletins', ['930', '933']]],
  ),
  set(
    'material',
    'common',
    'Material data',
    'Consumables, materials and expendables, with their data sheets.',
    [
      ['Consumables and materials', ['070', '071', '072', '073']],
      ['Data sheets', ['074', '077']],
    ],
  ),
  set(
    'common-info',
    'common',
    'Common information and data',
    'Front matter, introductions, warnings and repositories every publication shares.',
    [
      ['Front matter', ['001', '00S', '00U', '009']],
      ['Introduction and general data', ['018', '010', '012']],
      ['Common information repositories', ['00G', '00L', '00N', '0A4', '0A5']],
    ],
  ),
  set('training', 'common', 'Training', 'Learning content for courses about the product.', [
    ['Learning content', ['952']],
  ]),
  set(
    'applicable-publications',
    'common',
    'List of applicable publications',
    'The publications that apply to the product and where to find them.',
    [['Applicable publications', ['00V', '017']]],
  ),
  set(
    'checklists',
    'common',
    'Maintenance checklists and inspections',
    'Checklists and inspection forms for maintenance.',
    [
      ['Checklists', ['134', '125', '135']],
      ['Inspections', ['310', '0B5']],
    ],
  ),
  set(
    'air-flight',
    'air',
    'Flight crew information',
    'Flight manual and crew checklists for aircraft.',
    [
      ['Normal procedures', ['131', '134']],
      ['Emergency procedures', ['139']],
    ],
  ),
  set(
    'air-structure',
    'air',
    'Structure repair',
    'Allowable damage and structural repairs for air vehicles.',
    [['Structure repair procedures and data', ['660']]],
  ),
  set('air-powerplant', 'air', 'Power plant', 'Engine removal, installation and ground running.', [
    ['Engine change', ['520', '720']],
    ['Ground running', ['136', '138']],
  ]),
  set(
    'sea-operation',
    'sea',
    'Ship operating information',
    'Operation of ships and their systems, and damage control.',
    [
      ['Ship systems operation', ['100', '130']],
      ['Damage control', ['989']],
    ],
  ),
  set(
    'sea-planned-maintenance',
    'sea',
    'Planned maintenance (sea)',
    'The planned maintenance system of a ship.',
    [
      ['Maintenance schedules', ['0B0', '0B2']],
      ['Maintenance procedures', ['200', '300']],
    ],
  ),
  set(
    'land-operator',
    'land',
    'Vehicle operator information',
    'Driver and crew information for land vehicles.',
    [
      ['Operating instructions', ['121', '131']],
      ['Vehicle recovery', ['912']],
    ],
  ),
  set(
    'land-lubrication',
    'land',
    'Lubrication',
    'Lubrication orders for land vehicles and equipment.',
    [['Lubrication', ['240', '241', '242']]],
  ),
];

export function informationSet(id: string): InformationSet | undefined {
  return INFORMATION_SETS.find((s) => s.id === id);
}
