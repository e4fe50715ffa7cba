/** One wizard of the hub: where it is and what it does for the user. */
export type WizardEntry = { path: string; title: string; does: string };
export type WizardGroup = { title: string; wizards: readonly WizardEntry[] };

/**
 * Every wizard the product has, grouped as the hub shows them. Paths are route paths of
 * docs/routes.md; a test of the app checks that each one is a route.
 */
export const WIZARD_GROUPS: readonly WizardGroup[] = [
  {
    title: 'IPS programme',
    wizards: [
      {
        path: '/tools/ips-wizards#programme-setup',
        title: 'IPS programme set-up',
        does: 'Decide per SX000i which S-Series specifications apply, the IPS elements in scope and who is responsible for each, then open the PBS and S1000D set-ups filled in.',
      },
      {
        path: '/tools/ips-project-creator',
        title: 'IPS Project Creator',
        does: 'Create an IPS project step by step: programme, product, customer, specifications, team and milestones, with a saved draft.',
      },
      {
        path: '/tools/create-pbs',
        title: 'Create PBS',
        does: "Start a product breakdown structure: the tree of the product's systems, subsystems and parts.",
      },
    ],
  },
  {
    title: 'S1000D',
    wizards: [
      {
        path: '/tools/wizards/s1000d/rapid-setup',
        title: 'Rapid Setup',
        does: "A new S1000D project's defaults in one pass: issue, model identification code, RPC and originator, security, SNS; exports .defaults and .dmtypes.",
      },
      {
        path: '/tools/wizards/s1000d/go-no-go',
        title: 'Go / No-Go',
        does: 'Release readiness of data modules or a publication: every check from well-formed XML to QA status, with GO or NO-GO and the reasons.',
      },
      {
        path: '/tools/wizards/s1000d/ddn-reader',
        title: 'DDN Reader',
        does: 'Read a data dispatch note and reconcile its delivery list with the files received: missing, unexpected, issue mismatch.',
      },
      {
        path: '/tools/wizards/s1000d/publication-analyzer',
        title: 'Publication Analyzer',
        does: 'A publication module’s tree, references resolved against the project, duplicates, orphans and where-used.',
      },
      {
        path: '/tools/wizards/s1000d/budget-calculator',
        title: 'Budget Calculator',
        does: 'Effort and cost of an S1000D project from page or data module counts, schema mix, ICNs, QA passes and languages, with editable rates.',
      },
      {
        path: '/tools/wizards/s1000d/software-checklist',
        title: 'Software Checklist',
        does: 'A weighted evaluation checklist for S1000D tooling (CSDB, editor, publishing, IETP), exportable.',
      },
      {
        path: '/tools/wizards/s1000d/applicability-builder',
        title: 'Applicability Builder',
        does: 'Build applic statements from ACT and CCT properties with AND/OR groups, display text as s1kd-aspp writes it, and a what-if filter.',
      },
      {
        path: '/tools/wizards/s1000d/dmrl-merge',
        title: 'DMRL Merge',
        does: 'Merge data module lists into one new issue, flagging conflicts and breaches of the DML rules.',
      },
      {
        path: '/tools/wizards/s1000d/sns-builder',
        title: 'SNS Builder',
        does: 'Create the project SNS from a maintained SNS, a PBS or nothing; export it as BREX snsRules and CSV.',
      },
      {
        path: '/tools/wizards/s1000d/data-set-builder',
        title: 'Data Set Builder',
        does: 'Plan the data set as SNS nodes times information codes: planned data module codes, titles and schemas, exported as a DMRL.',
      },
      {
        path: '/tools/wizards/s1000d/code-analyzer',
        title: 'Code Analyzer',
        does: 'Decode, check and explain any S1000D identifier or file name: DMC, PMC, ICN, DML, DDN and more.',
      },
      {
        path: '/tools/wizards/s1000d/brex-tools',
        title: 'BREX Tools',
        does: 'Check objects against BREX rules (context, values, SNS, notations, layered BREX) with a report per rule.',
      },
      {
        path: '/tools/wizards/s1000d/element-attribute-lookup',
        title: 'Element and Attribute Lookup',
        does: 'Which schemas allow an element or attribute, its content model, attributes and the values the BREX allows.',
      },
      {
        path: '/tools/wizards/s1000d/data-import',
        title: 'Data Import',
        does: 'Turn a Word (.docx), HTML or Markdown document into data modules: split on its headings, with CALS tables, S1000D lists and images as ICNs.',
      },
    ],
  },
];
