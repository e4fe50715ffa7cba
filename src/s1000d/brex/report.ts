import type { SnsMode } from './check-sns';

/** One node a failed rule reported: where it is, and its value when values were checked. */
export type ReportedNode = {
  line?: number;
  /** s1kd-brexcheck's XPath of the node: /dmodule[1]/content[1]/para[2]/@id. */
  xpath: string;
  /** Its string value (an attribute's value, an element's text). */
  value: string;
  /** The node as the XML report copies it: the element and its attributes, no children. */
  xml: string;
};

/** A rule the object breaks: one <error> of the s1kd-brexcheck XML report. */
export type RuleError = {
  /** Position of the rule among the BREX's structure rules (0-based). */
  rule: number;
  ruleId?: string;
  brDecisionRefXml?: string;
  objectPath: string;
  allowedObjectFlag?: string;
  /** objectUse as written (the page shows it with blanks collapsed). */
  objectUse: string;
  objectValuesXml: string[];
  severity?: string;
  /** The severity's label from the .brseveritylevels file, when one is used. */
  severityLabel?: string;
  /** false for a severity level the levels file marks fail="no": shown, not counted. */
  fail: boolean;
  objects: ReportedNode[];
  /** '2.0' when libxml2 could not compile the path and the XPath 2.0 engine ran it. */
  xpathVersion: '1.0' | '2.0';
};

/** A rule whose objectPath libxml2 could not compile or run: ignored, with a warning. */
export type XPathErrorReport = {
  /** Position of the rule among the BREX's structure rules (0-based). */
  rule: number;
  objectPath: string;
  line?: number;
  xpath: string;
  message: string;
  /** Not a bad path: the rule was left out because the object used up its XPath budget. */
  limited?: true;
};

export type BrexResult = { brex: string; errors: RuleError[]; xpathErrors: XPathErrorReport[] };

export type ObjectStatus = 'checked' | 'unreadable' | 'noBrex' | 'brexNotFound';

/** Everything s1kd-brexcheck says about one object, as data. */
export type ObjectReport = {
  /** The object's path or name as it was given. */
  object: string;
  status: ObjectStatus;
  /** For unreadable, noBrex and brexNotFound: the message s1kd-brexcheck prints. */
  message?: string;
  /** SNS check: undefined when not done (option off, or not a data module), null when passed. */
  sns?: { code: string; invalidValue: string } | null;
  /** Notation check: undefined when not done (option off, or no DOCTYPE). */
  notations?: { notation: string; objectUseXml?: string }[];
  brex: BrexResult[];
  /** Set when rules were left out because the object used up its XPath budget. */
  limited?: string;
  /** Errors that count: failing rule errors + 1 for an SNS error + each bad notation. */
  errorCount: number;
};

export type ReportOptions = {
  layered: boolean;
  values: boolean;
  sns?: SnsMode;
  notations: boolean;
};
