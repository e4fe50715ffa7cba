import type { Lesson } from '../course-model.ts';

export const dataModulesLesson: Lesson = {
  id: 'data-modules',
  title: 'What a data module is',
  summary:
    'The smallest self-contained unit of S1000D information, and why content is split into them.',
  body: [
    {
      kind: 'paragraph',
      text: 'S1000D does not write a manual as one long document. It breaks the information about a product into small, self-contained pieces called data modules, and stores them in a common source database (CSDB). A publication, such as a maintenance manual, is then put together from the data modules it needs.',
    },
    {
      kind: 'paragraph',
      text: 'A data module covers one topic for one part of the product: for example "Brake pads – Clean with rubbing alcohol" or "Stem – Remove procedures". Because it is self-contained, the same data module can be used in several publications without being copied, and it can be updated on its own.',
    },
    { kind: 'heading', text: 'The two parts of every data module' },
    {
      kind: 'list',
      items: [
        'The identification and status section (identAndStatusSection) says what the data module is: its data module code, language, issue number and in-work number, issue date and title (dmAddress), and its status (dmStatus): security classification, responsible partner company, originator, applicability, the BREX it follows, quality assurance and reasons for update.',
        'The content section (content) holds the information itself: a description, a procedure with steps, fault isolation, illustrated parts data, and so on. Which elements it may contain depends on the schema of the data module type.',
      ],
    },
    {
      kind: 'example',
      label: 'A data module, much shortened (from the S1000D bike sample)',
      code: `<dmodule>
  <identAndStatusSection>
    <dmAddress>
      <dmIdent>
        <dmCode modelIdentCode="S1000DBIKE" systemDiffCode="AAA" systemCode="DA1"
                subSystemCode="1" subSubSystemCode="0" assyCode="00"
                disassyCode="00" disassyCodeVariant="AA"
                infoCode="251" infoCodeVariant="A" itemLocationCode="A"/>
        <language languageIsoCode="en" countryIsoCode="US"/>
        <issueInfo issueNumber="007" inWork="00"/>
      </dmIdent>
      <dmAddressItems>
        <issueDate year="2012" month="12" day="31"/>
        <dmTitle><techName>Brake pads</techName><infoName>Clean with rubbing alcohol</infoName></dmTitle>
      </dmAddressItems>
    </dmAddress>
    <dmStatus issueType="…">…</dmStatus>
  </identAndStatusSection>
  <content>…</content>
</dmodule>`,
    },
    {
      kind: 'paragraph',
      text: 'The title has two parts: the technical name (techName) names the item, usually from the standard numbering system (SNS), and the information name (infoName) says what kind of information it is, usually from the information code.',
    },
    {
      kind: 'viewer',
      label: 'Open a description data module of the demo pump in the viewer',
      objectKey: 'DMC-TIDEWELL-A-00-00-00-00A-040A-D_EN-US',
    },
  ],
  check: [
    {
      kind: 'choice',
      id: 'q1',
      prompt: 'Where are data modules kept so that publications can be built from them?',
      options: [
        { id: 'a', text: 'In each publication, as a copy' },
        { id: 'b', text: 'In a common source database (CSDB)' },
        { id: 'c', text: 'In the BREX data module' },
      ],
      answer: 'b',
      explanation:
        'Data modules live once in the CSDB; publications refer to them instead of copying them.',
    },
    {
      kind: 'choice',
      id: 'q2',
      prompt: 'Which part of a data module holds its data module code and issue information?',
      options: [
        { id: 'a', text: 'The identification and status section' },
        { id: 'b', text: 'The content section' },
        { id: 'c', text: 'The publication module' },
      ],
      answer: 'a',
      explanation:
        'identAndStatusSection/dmAddress/dmIdent holds the code, language and issue information; the content section holds the information itself.',
    },
    {
      kind: 'choice',
      id: 'q3',
      prompt: 'A data module title "Stem – Remove procedures": which part is the information name?',
      options: [
        { id: 'a', text: 'Stem' },
        { id: 'b', text: 'Remove procedures' },
        { id: 'c', text: 'Both together' },
      ],
      answer: 'b',
      explanation:
        'The technical name (Stem) names the item; the information name (Remove procedures) names the kind of information.',
    },
  ],
};
