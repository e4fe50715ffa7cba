import type { Lesson } from '../course-model.ts';

export const dmcIdentificationLesson: Lesson = {
  id: 'dmc-product-and-sns',
  title: 'The data module code: product and SNS segments',
  summary:
    'How the first segments of the code say which product and which part of it a data module is about.',
  body: [
    {
      kind: 'paragraph',
      text: 'Every data module has a unique data module code (DMC). Written as text it starts with "DMC-" and its segments are separated by hyphens. In the XML the same segments are attributes of the dmCode element. This lesson covers the segments that identify the product and the part of the product; the next lesson covers the rest.',
    },
    {
      kind: 'example',
      label: 'The code used in these two lessons (a real data module of the S1000D bike sample)',
      code: 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A',
    },
    {
      kind: 'table',
      caption: 'Product and SNS segments',
      head: ['Segment', 'Attribute', 'Length', 'In the example'],
      rows: [
        ['Model identification code', 'modelIdentCode', '2–14 letters or digits', 'S1000DBIKE'],
        ['System difference code', 'systemDiffCode', '1–4 letters or digits', 'AAA'],
        ['System (SNS)', 'systemCode', '2 or 3', 'DA1'],
        ['Subsystem (SNS)', 'subSystemCode', '1', '1'],
        ['Sub-subsystem (SNS)', 'subSubSystemCode', '1', '0'],
        ['Assembly (SNS)', 'assyCode', '2 or 4', '00'],
      ],
    },
    { kind: 'heading', text: 'Model identification code' },
    {
      kind: 'paragraph',
      text: 'The model identification code (MIC) names the product or project, for example S1000DBIKE for the bike sample or BRAKE for its brake system. Real projects register their MIC so that no two projects use the same one.',
    },
    { kind: 'heading', text: 'System difference code' },
    {
      kind: 'paragraph',
      text: 'The system difference code (SDC) tells apart alternative versions of the same system or part of it, for example two different installations of a system. Where there are no differences, projects use a single value such as A or AAA throughout.',
    },
    { kind: 'heading', text: 'Standard numbering system (SNS)' },
    {
      kind: 'paragraph',
      text: "The next four segments place the data module in the product breakdown, using the project's standard numbering system: system, subsystem, sub-subsystem and assembly. S1000D publishes maintained SNS sets (for example the generic SNS and the air vehicle SNS), and projects may define their own, as the bike sample does with systems D00–D09 and DA0–DA9.",
    },
    {
      kind: 'list',
      items: [
        'System code: 2 or 3 characters (in the bike sample DA1 is the brake system and DA2 the steering). If it has 3, the first is the material item category.',
        'Subsystem and sub-subsystem: one character each. In the written code they stand together: "10" means subsystem 1, sub-subsystem 0.',
        'Assembly code: 2 or 4 characters ("00" when the data module is about the whole sub-subsystem).',
      ],
    },
  ],
  check: [
    {
      kind: 'type-in',
      id: 'q1',
      prompt: 'In DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A, type the model identification code.',
      answer: 'BRAKE',
      explanation: 'The segment right after "DMC-" is the model identification code: BRAKE.',
    },
    {
      kind: 'choice',
      id: 'q2',
      prompt: 'In DMC-S1000DBIKE-AAA-DA2-30-00-00AA-520A-A, what does "30" stand for?',
      options: [
        { id: 'a', text: 'Assembly 30' },
        { id: 'b', text: 'Subsystem 3 and sub-subsystem 0' },
        { id: 'c', text: 'Disassembly code 30' },
      ],
      answer: 'b',
      explanation:
        'Subsystem and sub-subsystem are one character each and are written together after the system code (DA2).',
    },
    {
      kind: 'choice',
      id: 'q3',
      prompt: 'Which segment tells apart alternative versions of the same system?',
      options: [
        { id: 'a', text: 'The system difference code' },
        { id: 'b', text: 'The model identification code' },
        { id: 'c', text: 'The item location code' },
      ],
      answer: 'a',
      explanation:
        'The system difference code (AAA in the bike sample) distinguishes alternative versions of a system; the model identification code names the product.',
    },
  ],
};
