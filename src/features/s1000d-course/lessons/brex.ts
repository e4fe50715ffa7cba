import type { Lesson } from '../course-model.ts';

export const brexLesson: Lesson = {
  id: 'brex',
  title: 'BREX and business rules',
  summary:
    'How a project writes down its decisions and lets a program check every data module against them.',
  body: [
    {
      kind: 'paragraph',
      text: "S1000D leaves many choices to each project: which information codes to use, which values an attribute may take, which elements are not wanted. These decisions are the project's business rules. The ones a computer can check are written in a business rules exchange (BREX) data module, information code 022.",
    },
    {
      kind: 'paragraph',
      text: 'Each data module names the BREX it follows in its status section (brexDmRef). A BREX check then runs every rule of that BREX against the data module and reports each broken rule.',
    },
    { kind: 'heading', text: 'Layers, starting from the default BREX' },
    {
      kind: 'paragraph',
      text: "S1000D publishes a default BREX for each issue of the specification, for example DMC-S1000D-E-04-10-0301-00A-022A-D for Issue 4.1 (the letter E marks Issue 4.1). A project BREX refers to its parent with its own brexDmRef, so rules are layered: the S1000D default, then an organisation's, then the project's. The bike sample's project BREX, DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D, refers to the Issue 4.1 default.",
    },
    { kind: 'heading', text: 'Context rules and non-context rules' },
    {
      kind: 'list',
      items: [
        'Context rules (contextRules) can be checked by a program. Each structureObjectRule has an objectPath (an XPath expression), an objectUse (the message a reader sees) and optionally a list of allowed values (objectValue).',
        "The objectPath's allowedObjectFlag says what is wanted: 0 means what the path finds must not exist, 1 means it must exist, 2 means only its values are checked.",
        'Each objectValue gives an allowed value: a single value, a range such as D00~D09, or a pattern.',
        'Non-context rules (nonContextRules) are rules in plain words that a person must check, for example a writing style.',
      ],
    },
    {
      kind: 'example',
      label: 'A rule of the bike project BREX (shortened)',
      code: `<structureObjectRule>
  <objectPath allowedObjectFlag="2">//dmAddress/dmIdent/dmCode/@systemCode</objectPath>
  <objectUse>Systems (Bike specific SNS)</objectUse>
  <objectValue valueForm="range" valueAllowed="D00~D09"/>
  <objectValue valueForm="range" valueAllowed="DA0~DA9"/>
</structureObjectRule>`,
    },
    {
      kind: 'paragraph',
      text: 'With this rule a data module with system code DA3 passes, and one with system code 25 is reported with the message "Systems (Bike specific SNS)".',
    },
  ],
  check: [
    {
      kind: 'type-in',
      id: 'q1',
      prompt: 'Type the information code of a BREX data module.',
      answer: '022',
      explanation: 'Business rules exchange data modules use information code 022.',
    },
    {
      kind: 'choice',
      id: 'q2',
      prompt: 'A rule\'s objectPath has allowedObjectFlag="0". When is it broken?',
      options: [
        { id: 'a', text: 'When the path finds something' },
        { id: 'b', text: 'When the path finds nothing' },
        { id: 'c', text: 'Never: only values are checked' },
      ],
      answer: 'a',
      explanation:
        'Flag 0 means "must not exist": the rule is broken when the path finds a node. Flag 1 is the opposite, and flag 2 checks values only.',
    },
    {
      kind: 'choice',
      id: 'q3',
      prompt: 'Which kind of rule must a person check, because a program cannot?',
      options: [
        { id: 'a', text: 'A structureObjectRule' },
        { id: 'b', text: 'A non-context rule' },
        { id: 'c', text: 'An objectValue' },
      ],
      answer: 'b',
      explanation:
        'Non-context rules are written in plain words (simplePara) for people to follow.',
    },
  ],
};
