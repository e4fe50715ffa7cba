import type { Lesson } from '../course-model.ts';

export const issueNumbersLesson: Lesson = {
  id: 'issue-numbers',
  title: 'Issue number and in-work number',
  summary:
    'How a data module moves from draft to official release, and how its versions are counted.',
  body: [
    {
      kind: 'paragraph',
      text: 'A data module changes over its life, so the code alone does not say which version you have. The issueInfo element adds two numbers: the issue number (three digits) and the in-work number (two digits). Together they are written after the code, as in DMC-BRAKE-AAA-DA1-00-00-00AA-041A-A_001-00_EN-US.XML: issue 001, in-work 00, in US English.',
    },
    {
      kind: 'list',
      items: [
        'In-work number 00 means an official, released issue. Any other in-work number is a draft that is still being worked on.',
        'A new data module starts as issue 000, in-work 01 (000-01). Each further draft before the first release counts the in-work number up: 000-02, 000-03 …',
        'The first official release is issue 001, in-work 00 (001-00).',
        'Work on the next change starts at 001-01, 001-02 …, and is released as 002-00. And so on.',
      ],
    },
    {
      kind: 'example',
      label: 'The life of one data module',
      code: `000-01  first draft          (issueType="new")
000-02  second draft
001-00  first official issue
001-01  draft of a change
002-00  second official issue (issueType="changed")`,
    },
    {
      kind: 'paragraph',
      text: 'The status section records the kind of issue in issueType: new for the first issue, changed or revised when content changed, status when only status information changed, deleted when the data module is withdrawn. Quality assurance is recorded too: unverified, or first and second verification (for example a table-top check or a check on the product).',
    },
  ],
  check: [
    {
      kind: 'choice',
      id: 'q1',
      prompt: 'Which issue information marks the first official release of a data module?',
      options: [
        { id: 'a', text: '000-01' },
        { id: 'b', text: '001-00' },
        { id: 'c', text: '001-01' },
      ],
      answer: 'b',
      explanation:
        'Issue 001 with in-work 00 is the first official release; 000-01 is the first draft and 001-01 a draft of the next change.',
    },
    {
      kind: 'choice',
      id: 'q2',
      prompt: 'A data module is at 003-00. An author starts a change. What is the draft?',
      options: [
        { id: 'a', text: '003-01' },
        { id: 'b', text: '004-00' },
        { id: 'c', text: '004-01' },
      ],
      answer: 'a',
      explanation:
        'The in-work number counts the drafts of the next issue: 003-01. It will be released as 004-00.',
    },
    {
      kind: 'type-in',
      id: 'q3',
      prompt: 'Type the in-work number of every official (released) issue.',
      answer: '00',
      explanation: 'In-work 00 means released; any other in-work number is a draft.',
    },
  ],
};
