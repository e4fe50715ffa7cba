import type { IssuePattern } from '../../../s1000d/patterns/issue-pattern.ts';

/**
 * Patterns an author can start from: problems reviewers of S1000D data keep finding. Written
 * for IPS Studio; each carries examples that prove it.
 */
export const STARTER_PATTERNS: readonly IssuePattern[] = [
  {
    name: 'Warning or caution without text',
    kind: 'xpath',
    expression: '//warning[not(warningAndCautionPara)] | //caution[not(warningAndCautionPara)]',
    message: 'A warning or caution must say what the danger is.',
    severity: 'error',
    category: 'Safety',
    examples: [
      { text: '<dmodule><content><warning/></content></dmodule>', expect: 'hit' },
      {
        text: '<dmodule><content><caution><warningAndCautionPara>Hot surface.</warningAndCautionPara></caution></content></dmodule>',
        expect: 'clean',
      },
    ],
  },
  {
    name: 'Empty paragraph',
    kind: 'xpath',
    expression: "//para[not(*) and normalize-space(.) = '']",
    message: 'Remove the empty paragraph or write its text.',
    severity: 'warning',
    category: 'Structure',
    examples: [
      { text: '<dmodule><content><para> </para></content></dmodule>', expect: 'hit' },
      { text: '<dmodule><content><para>Text.</para></content></dmodule>', expect: 'clean' },
    ],
  },
  {
    name: 'Reference without issue',
    kind: 'xpath',
    expression: '//dmRef/dmRefIdent[not(issueInfo)]',
    message: 'Name the issue of the referenced data module (issueInfo), so the link is exact.',
    severity: 'info',
    category: 'References',
    examples: [
      {
        text: '<dmodule><content><para><dmRef><dmRefIdent><dmCode/></dmRefIdent></dmRef></para></content></dmodule>',
        expect: 'hit',
      },
      {
        text: '<dmodule><content><para><dmRef><dmRefIdent><dmCode/><issueInfo issueNumber="001" inWork="00"/></dmRefIdent></dmRef></para></content></dmodule>',
        expect: 'clean',
      },
    ],
  },
  {
    name: 'Latin abbreviations',
    kind: 'regex',
    expression: '\\b(e\\.g\\.|i\\.e\\.|etc\\.)',
    flags: 'i',
    scope: 'para',
    message:
      'Write "for example", "that is" or the full list: readers of all languages must understand.',
    severity: 'warning',
    category: 'Language',
    examples: [
      { text: 'Use a tool, e.g. a wrench.', expect: 'hit' },
      { text: 'Use a tool, for example a wrench.', expect: 'clean' },
    ],
  },
];
