import type { Lesson } from '../course-model.ts';

export const publicationModulesLesson: Lesson = {
  id: 'publication-modules',
  title: 'Publication modules and the DMRL',
  summary: 'How data modules are planned before writing, and put together into publications after.',
  body: [
    { kind: 'heading', text: 'Publication modules' },
    {
      kind: 'paragraph',
      text: 'A publication module (PM) defines the structure of a publication: its title, its chapters and which data modules go where. It does not copy data modules; it refers to them. A PM has its own code: PMC-, model identification code, issuing authority (5 characters), PM number (5 characters) and volume (2 digits), as in PMC-S1000DBIKE-C3002-EPWG1-00.',
    },
    {
      kind: 'example',
      label: 'The content of a publication module (shortened)',
      code: `<content>
  <pmEntry>
    <pmEntryTitle>Brake system</pmEntryTitle>
    <dmRef><dmRefIdent><dmCode modelIdentCode="S1000DBIKE" … infoCode="041" …/></dmRefIdent></dmRef>
    <dmRef>…</dmRef>
    <pmEntry>…</pmEntry>
  </pmEntry>
</content>`,
    },
    {
      kind: 'paragraph',
      text: 'Each pmEntry is a chapter or section. It holds references to data modules (dmRef), to other publication modules (pmRef), to outside publications (externalPubRef), or further pmEntry elements. Publishing software follows the references to build the manual, for paper or for an interactive viewer.',
    },
    { kind: 'heading', text: 'The data module requirement list (DMRL)' },
    {
      kind: 'paragraph',
      text: 'Before writing starts, a project plans which data modules it needs. The data module requirement list (DMRL) lists every data module required, usually with its title and the responsible partner company. It is a data management list (DML) of type c (complete) or p (partial); type s is a CSDB status list, which shows what exists and at which issue.',
    },
    {
      kind: 'list',
      items: [
        'A DML has its own code: DML-, model identification code, sender (5 characters), type (c, p or s), year and a sequence number, as in DML-S1000DBIKE-C3002-C-2012-00001.',
        'Each dmlEntry refers to one planned object and can be marked n (new), c (changed) or d (deleted).',
        'Authors create data modules from the DMRL, and the DMRL shows what is still missing.',
      ],
    },
  ],
  check: [
    {
      kind: 'choice',
      id: 'q1',
      prompt: 'What does a publication module contain?',
      options: [
        { id: 'a', text: 'Copies of its data modules' },
        { id: 'b', text: 'References to data modules, arranged in pmEntry elements' },
        { id: 'c', text: "The project's business rules" },
      ],
      answer: 'b',
      explanation:
        'A PM refers to data modules (dmRef) inside pmEntry elements; nothing is copied.',
    },
    {
      kind: 'choice',
      id: 'q2',
      prompt: 'Which list is used to plan the data modules a project needs?',
      options: [
        { id: 'a', text: 'The data module requirement list (DMRL)' },
        { id: 'b', text: 'The product cross-reference table (PCT)' },
        { id: 'c', text: 'The BREX' },
      ],
      answer: 'a',
      explanation:
        'The DMRL lists every data module the project requires, before they are written.',
    },
    {
      kind: 'type-in',
      id: 'q3',
      prompt: 'A DML code has the type letter for a complete DMRL. Type that letter.',
      answer: 'c',
      explanation: 'c is a complete DMRL, p a partial DMRL and s a CSDB status list.',
    },
  ],
};
