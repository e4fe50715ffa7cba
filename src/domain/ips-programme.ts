/**
 * The vocabulary of an Integrated Product Support (IPS) programme per SX000i, shared by the
 * IPS project pages and the IPS programme set-up of the wizard hub.
 */

/** The ASD/AIA S-Series IPS specifications a programme can put in scope. */
export const S_SERIES = [
  ['SX000i', 'International guide for the use of the S-Series IPS specifications'],
  ['S1000D', 'Technical publications'],
  ['S2000M', 'Material management'],
  ['S3000L', 'Logistics support analysis'],
  ['S4000P', 'Preventive maintenance'],
  ['S5000F', 'Operational and maintenance data feedback'],
  ['S6000T', 'Training analysis and design'],
  ['SX001G', 'Glossary for the S-Series specifications'],
  ['SX002D', 'Common data model'],
] as const;

export type SSeriesCode = (typeof S_SERIES)[number][0];

/**
 * The twelve IPS elements (the DAU / LMI Defense Acquisition Guidebook list that SX000i's IPS
 * elements follow), each with the S-Series specifications that usually carry its data. The
 * pairing is a suggestion for the set-up, not a rule of SX000i: the user decides.
 */
export const IPS_ELEMENTS = [
  {
    id: 'product-support-management',
    title: 'Product support management',
    about: 'Plan and manage cost and performance across the product support strategy.',
    specs: ['SX000i'],
  },
  {
    id: 'design-interface',
    title: 'Design interface',
    about: 'Make supportability a design requirement: reliability, maintainability, testability.',
    specs: ['S3000L'],
  },
  {
    id: 'sustaining-engineering',
    title: 'Sustaining engineering',
    about: 'Analyse in-service data to correct and improve the product.',
    specs: ['S5000F', 'S3000L'],
  },
  {
    id: 'supply-support',
    title: 'Supply support',
    about: 'Provision, order and deliver spares and consumables.',
    specs: ['S2000M'],
  },
  {
    id: 'maintenance-planning',
    title: 'Maintenance planning and management',
    about: 'Set the maintenance concept, tasks and intervals.',
    specs: ['S3000L', 'S4000P'],
  },
  {
    id: 'phst',
    title: 'Packaging, handling, storage and transportation',
    about: 'Protect, move and keep the product and its parts.',
    specs: ['S3000L'],
  },
  {
    id: 'technical-data',
    title: 'Technical data',
    about: 'Author and publish the manuals and data needed to operate and maintain the product.',
    specs: ['S1000D'],
  },
  {
    id: 'support-equipment',
    title: 'Support equipment',
    about: 'Tools, test and handling equipment needed to support the product.',
    specs: ['S3000L', 'S2000M'],
  },
  {
    id: 'training',
    title: 'Training and training support',
    about: 'Analyse, design and deliver training for operators and maintainers.',
    specs: ['S6000T'],
  },
  {
    id: 'manpower-personnel',
    title: 'Manpower and personnel',
    about: 'The people and skills needed to operate and support the product.',
    specs: ['S3000L'],
  },
  {
    id: 'facilities-infrastructure',
    title: 'Facilities and infrastructure',
    about: 'Buildings, sites and utilities the support needs.',
    specs: ['S3000L'],
  },
  {
    id: 'computer-resources',
    title: 'Computer resources',
    about: 'Hardware, software and data systems that support the product.',
    specs: ['S3000L'],
  },
] as const satisfies readonly {
  id: string;
  title: string;
  about: string;
  specs: readonly SSeriesCode[];
}[];

export type IpsElementId = (typeof IPS_ELEMENTS)[number]['id'];
