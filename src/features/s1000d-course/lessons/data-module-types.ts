import type { Lesson } from '../course-model.ts';

export const dataModuleTypesLesson: Lesson = {
  id: 'data-module-types',
  title: 'The common data module types',
  summary:
    'Each kind of information has its own schema, and the information code usually decides it.',
  body: [
    {
      kind: 'paragraph',
      text: "A data module's content follows one XML schema, named in the root element's xsi:noNamespaceSchemaLocation, for example http://www.s1000d.org/S1000D_4-1/xml_schema_flat/proced.xsd. The schema decides which elements the content may hold, so a procedure has steps and a parts list has catalogue items.",
    },
    {
      kind: 'table',
      caption: 'Schemas you will meet most',
      head: ['Schema', 'What it holds', 'Typical information codes'],
      rows: [
        [
          'descript',
          'Descriptive information: how a product is built and how it works',
          '040, 041, 042',
        ],
        [
          'proced',
          'Procedures: preliminary requirements, numbered steps, close-up',
          '520, 720, 251',
        ],
        ['fault', 'Fault reporting and fault isolation', '400, 421'],
        ['ipd', 'Illustrated parts data: figures with their catalogue items', '941'],
        [
          'crew',
          'Crew and operator information, such as checklists and drills',
          'chosen by the project',
        ],
        [
          'schedul',
          'Maintenance planning: tasks, intervals and thresholds',
          'chosen by the project',
        ],
        ['brex', "Business rules exchange: rules a project's data must follow", '022'],
        [
          'comrep',
          'Common information repositories: parts, tools, supplies and more kept once',
          '00E, 00G, 0A1 …',
        ],
        [
          'process',
          'Process data modules that guide the user through other data modules in order',
          '951 (Generic process)',
        ],
        [
          'learning',
          'Training content: plans, overviews, content, summaries, assessments',
          '952 (Generic learning content), with a learn code',
        ],
        [
          'appliccrossreftable, condcrossreftable, prdcrossreftable',
          'The ACT, CCT and PCT used by applicability',
          '00W, 00Q, 00P',
        ],
      ],
    },
    {
      kind: 'paragraph',
      text: 'The information code is how most tools choose the schema of a new data module: 520 gives proced, 040 gives descript, 941 gives ipd. The bike sample follows this: its "Stem – Remove procedures" (520A) uses proced.xsd and its "Bicycle – Illustrated Parts Data" (941A) uses ipd.xsd.',
    },
    {
      kind: 'viewer',
      label: 'Open a procedure of the demo pump in the viewer: requirements, then numbered steps',
      objectKey: 'DMC-TIDEWELL-A-20-20-00-00A-520A-A_EN-US',
    },
    {
      kind: 'viewer',
      label: 'Walk a fault isolation data module one answer at a time',
      objectKey: 'DMC-TIDEWELL-A-20-00-00-00A-421A-A_EN-US',
    },
  ],
  check: [
    {
      kind: 'choice',
      id: 'q1',
      prompt: 'Which schema does a remove procedure (information code 520) use?',
      options: [
        { id: 'a', text: 'descript' },
        { id: 'b', text: 'proced' },
        { id: 'c', text: 'fault' },
      ],
      answer: 'b',
      explanation: 'Remove and install procedures are procedural: proced, with numbered steps.',
    },
    {
      kind: 'type-in',
      id: 'q2',
      prompt: 'Type the name of the schema for illustrated parts data.',
      answer: 'ipd',
      explanation: 'Illustrated parts data (information code 941) uses ipd.xsd.',
    },
    {
      kind: 'choice',
      id: 'q3',
      prompt: 'Where does a data module say which schema it follows?',
      options: [
        { id: 'a', text: 'In its information code variant' },
        { id: 'b', text: 'In xsi:noNamespaceSchemaLocation on its root element' },
        { id: 'c', text: 'In the publication module' },
      ],
      answer: 'b',
      explanation:
        'The root element names its schema URL in xsi:noNamespaceSchemaLocation; the information code only suggests it.',
    },
  ],
};
