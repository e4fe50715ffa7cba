import type { Lesson } from '../course-model.ts';

export const informationCodesLesson: Lesson = {
  id: 'information-codes',
  title: 'Information codes and variants',
  summary: 'The three-character code that says what kind of information a data module holds.',
  body: [
    {
      kind: 'paragraph',
      text: 'The information code is three characters. Its first character is the primary category, so codes that start alike hold similar information: all 5xx codes are about disconnecting, removing and disassembling; all 7xx codes are about assembling, installing and connecting.',
    },
    {
      kind: 'table',
      caption: 'Primary categories',
      head: ['Code', 'Category'],
      rows: [
        ['000', 'Function, data for plans and description'],
        ['100', 'Operation'],
        ['200', 'Servicing'],
        ['300', 'Examinations, tests and checks'],
        ['400', 'Fault reports and isolation procedures'],
        ['500', 'Disconnect, remove and disassemble procedures'],
        ['600', 'Repairs and locally make procedures and data'],
        ['700', 'Assemble, install and connect procedures'],
        ['800', 'Package, handling, storage, and transportation'],
        ['900', 'Miscellaneous'],
        ['C00', 'Computer systems, software and data'],
      ],
    },
    {
      kind: 'table',
      caption: 'Codes you will meet often',
      head: ['Code', 'Information name', 'Usual schema'],
      rows: [
        ['001', 'Title page', 'descript'],
        ['022', 'Business rules exchange (BREX)', 'brex'],
        ['040', 'Description', 'descript'],
        ['041', 'Description of how it is made', 'descript'],
        ['042', 'Description of function', 'descript'],
        ['00W', 'Applicability cross-reference table (ACT)', 'appliccrossreftable'],
        ['00Q', 'Conditions cross-reference table (CCT)', 'condcrossreftable'],
        ['00P', 'Product cross-reference table (PCT)', 'prdcrossreftable'],
        ['520', 'Remove procedure', 'proced'],
        ['720', 'Install procedure', 'proced'],
        ['941', 'Illustrated parts data', 'ipd'],
      ],
    },
    {
      kind: 'paragraph',
      text: 'Remove and install are a typical pair: the bike sample has DMC-S1000DBIKE-AAA-DA2-10-00-00AA-520A-A "Stem – Remove procedures" and DMC-S1000DBIKE-AAA-DA2-10-00-00AA-720A-A "Stem – Install procedures". Only the information code differs.',
    },
    { kind: 'heading', text: 'Variants' },
    {
      kind: 'paragraph',
      text: 'The information code variant is one character after the code. When one item needs two data modules of the same kind, the variant tells them apart. The bike sample has two "Other procedures to clean" data modules for the whole bicycle: DMC-S1000DBIKE-AAA-D00-00-00-00AA-258A-A and …-258B-A. A is the usual first variant.',
    },
    {
      kind: 'paragraph',
      text: 'The codes made only of digits are defined by S1000D. A project may add its own codes that contain letters, and must record them in its business rules, so that everyone in the project uses them the same way.',
    },
  ],
  check: [
    {
      kind: 'choice',
      id: 'q1',
      prompt: 'Which information code is a remove procedure?',
      options: [
        { id: 'a', text: '040' },
        { id: 'b', text: '520' },
        { id: 'c', text: '720' },
        { id: 'd', text: '941' },
      ],
      answer: 'b',
      explanation: '520 is Remove procedure; 720 is its partner, Install procedure.',
    },
    {
      kind: 'type-in',
      id: 'q2',
      prompt: 'Type the information code of illustrated parts data.',
      answer: '941',
      explanation: '941 is Illustrated parts data, written with the ipd schema.',
    },
    {
      kind: 'choice',
      id: 'q3',
      prompt: 'Two cleaning data modules for the same item end in 258A-A and 258B-A. What differs?',
      options: [
        { id: 'a', text: 'The information code' },
        { id: 'b', text: 'The information code variant' },
        { id: 'c', text: 'The item location code' },
      ],
      answer: 'b',
      explanation: 'Both use information code 258; the variant letters A and B tell them apart.',
    },
  ],
};
