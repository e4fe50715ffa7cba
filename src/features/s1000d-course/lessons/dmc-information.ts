import type { Lesson } from '../course-model.ts';

export const dmcInformationLesson: Lesson = {
  id: 'dmc-information-and-location',
  title: 'The data module code: disassembly, information and location',
  summary: 'The last segments of the code, the optional learn code, and a full worked example.',
  body: [
    {
      kind: 'table',
      caption: 'The remaining segments',
      head: ['Segment', 'Attribute', 'Length', 'In DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A'],
      rows: [
        ['Disassembly code', 'disassyCode', '2', '00'],
        ['Disassembly code variant', 'disassyCodeVariant', '1–3', 'AA'],
        ['Information code', 'infoCode', '3', '251'],
        ['Information code variant', 'infoCodeVariant', '1', 'A'],
        ['Item location code', 'itemLocationCode', '1', 'A'],
      ],
    },
    { kind: 'heading', text: 'Disassembly code and variant' },
    {
      kind: 'paragraph',
      text: 'The disassembly code breaks the assembly down further, for example into the parts shown in one figure of illustrated parts data; "00" means the whole assembly. The disassembly code variant (written straight after it, as in "00AA") tells apart items that differ only slightly, such as alternative parts with the same function.',
    },
    { kind: 'heading', text: 'Information code and variant' },
    {
      kind: 'paragraph',
      text: 'The information code says what kind of information the data module holds: 251 is "Clean with chemical agent", 520 "Remove procedure", 040 "Description". The information code variant (written straight after it, as in "251A") tells apart data modules with the same information code for the same item, for example two different ways of cleaning. A is the usual first variant.',
    },
    { kind: 'heading', text: 'Item location code' },
    {
      kind: 'list',
      items: [
        'A: the item is installed on the product.',
        'B: the item is installed on a major assembly removed from the product.',
        'C: the item is on the bench.',
        'D: all three locations A, B and C.',
        'T: training information.',
      ],
    },
    { kind: 'heading', text: 'Learn code (optional)' },
    {
      kind: 'paragraph',
      text: 'Training data modules may add two more segments: a three-character learn code that starts with H (human performance) or T (training), and a one-letter learn event code: A learning plan, B learning overview, C learning content, D learning summary, E learning assessment. The bike sample has DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-T-T61E: learn code T61, learn event E, an assessment.',
    },
    { kind: 'heading', text: 'Worked example' },
    {
      kind: 'example',
      label: 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A, segment by segment',
      code: `S1000DBIKE  model identification code (the bike sample)
AAA         system difference code
DA1         system: Brake system
1           subsystem          } written together
0           sub-subsystem      } as "10"
00          assembly
00          disassembly code
AA          disassembly code variant
251         information code: Clean with chemical agent
A           information code variant
A           item location code: installed on the product

Title: Brake pads – Clean with rubbing alcohol`,
    },
  ],
  check: [
    {
      kind: 'type-in',
      id: 'q1',
      prompt:
        'In DMC-S1000DBIKE-AAA-DA2-10-00-00AA-720A-A, type the information code (3 characters).',
      answer: '720',
      explanation: 'The segment "720A" is information code 720 (Install procedure) with variant A.',
    },
    {
      kind: 'choice',
      id: 'q2',
      prompt: 'Which item location code means "on the bench"?',
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
        { id: 'c', text: 'C' },
        { id: 'd', text: 'D' },
      ],
      answer: 'c',
      explanation:
        'C is on the bench; A installed on the product, B on a removed major assembly, D all three.',
    },
    {
      kind: 'type-in',
      id: 'q3',
      prompt:
        'In DMC-S1000DBIKE-AAA-D00-00-00-01AA-941A-D, type the disassembly code (2 characters).',
      answer: '01',
      explanation: 'After the assembly code "00" comes "01AA": disassembly code 01, variant AA.',
    },
    {
      kind: 'choice',
      id: 'q4',
      prompt: 'A learn event code of E marks which kind of training data module?',
      options: [
        { id: 'a', text: 'A learning plan' },
        { id: 'b', text: 'Learning content' },
        { id: 'c', text: 'A learning assessment' },
      ],
      answer: 'c',
      explanation: 'Learn event codes run A plan, B overview, C content, D summary, E assessment.',
    },
  ],
};
