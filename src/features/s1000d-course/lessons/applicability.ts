import type { Lesson } from '../course-model.ts';

export const applicabilityLesson: Lesson = {
  id: 'applicability',
  title: 'Applicability',
  summary:
    'How one data module serves several product versions, and how a viewer shows only what applies.',
  body: [
    {
      kind: 'paragraph',
      text: "Products come in versions: models, serial numbers, modifications. Rather than write one data module per version, S1000D marks which product versions a data module, or a part of it, applies to. A viewer that knows the reader's product can then hide what does not apply.",
    },
    { kind: 'heading', text: 'Three tables' },
    {
      kind: 'list',
      items: [
        'The applicability cross-reference table (ACT, information code 00W) declares the product attributes: properties fixed when the product is built, such as type, model or serial number.',
        "The conditions cross-reference table (CCT, 00Q) declares conditions: things that can change during the product's life, such as whether a service bulletin has been done.",
        'The product cross-reference table (PCT, 00P) lists the real products and gives each one its values for those attributes and conditions.',
      ],
    },
    {
      kind: 'example',
      label: "One product in the bike sample's PCT",
      code: `<product>
  <assign applicPropertyIdent="serialno" applicPropertyType="prodattr" applicPropertyValue="1B070643"/>
  <assign applicPropertyIdent="model" applicPropertyType="prodattr" applicPropertyValue="Brook trekker"/>
  <assign applicPropertyIdent="version" applicPropertyType="prodattr" applicPropertyValue="Mk9"/>
  <assign applicPropertyIdent="SB-S001" applicPropertyType="condition" applicPropertyValue="Pre"/>
</product>`,
    },
    {
      kind: 'viewer',
      label:
        'Try it: open the pump procedure in the viewer, choose a product and see what is hidden, and why',
      objectKey: 'DMC-TIDEWELL-A-20-20-00-00A-520A-A_EN-US',
    },
    { kind: 'heading', text: 'Applicability statements' },
    {
      kind: 'paragraph',
      text: 'An applic element states where something applies. An assert tests one property (applicPropertyIdent, applicPropertyType prodattr or condition, and applicPropertyValues). An evaluate combines asserts, or other evaluates, with andOr="and" or andOr="or". displayText is the same statement in words for the reader.',
    },
    {
      kind: 'example',
      label: 'From the bike sample (shortened)',
      code: `<applic>
  <displayText><simplePara>Mountain bicycle and (Mountain storm Mk1 or Brook trekker Mk9)</simplePara></displayText>
  <evaluate andOr="and">
    <assert applicPropertyIdent="type" applicPropertyType="prodattr" applicPropertyValues="Mountain bicycle"/>
    <evaluate andOr="or">…</evaluate>
  </evaluate>
</applic>`,
    },
    {
      kind: 'paragraph',
      text: 'Placed in dmStatus, applic covers the whole data module. Parts of the content point with applicRefId to statements kept in referencedApplicGroup. The data module finds its ACT through applicCrossRefTableRef.',
    },
  ],
  check: [
    {
      kind: 'choice',
      id: 'q1',
      prompt: 'Which table lists the real products and their values?',
      options: [
        { id: 'a', text: 'The ACT (00W)' },
        { id: 'b', text: 'The CCT (00Q)' },
        { id: 'c', text: 'The PCT (00P)' },
      ],
      answer: 'c',
      explanation:
        'The PCT assigns values to each product; the ACT declares product attributes and the CCT declares conditions.',
    },
    {
      kind: 'choice',
      id: 'q2',
      prompt:
        'Whether a service bulletin has been done on a bike can change in service. Where is it declared?',
      options: [
        { id: 'a', text: 'As a condition in the CCT' },
        { id: 'b', text: 'As a product attribute in the ACT' },
        { id: 'c', text: 'In the BREX' },
      ],
      answer: 'a',
      explanation:
        "Things that change during the product's life are conditions (CCT); fixed properties are product attributes (ACT).",
    },
    {
      kind: 'type-in',
      id: 'q3',
      prompt: 'Type the element that combines several asserts with and/or.',
      answer: 'evaluate',
      explanation: 'evaluate with andOr="and" or andOr="or" combines asserts and other evaluates.',
    },
  ],
};
