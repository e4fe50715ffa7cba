/**
 * The reading model: what a data module says, arranged for people (numbers, labels,
 * requirement tables, decision steps), as plain JSON. The engine builds it from the XML in a
 * worker; the page only decides how it looks, the CLI writes it as text. Nothing in it is
 * markup: every string is shown as text (decision 330).
 */

/** Change marking on a block or inline run (changeType, changeMark, reasonForUpdateRefIds). */
export type ChangeMark = { type: string; rfu: string[] };

/** Where an internal reference points, as the reader labels it. */
export type TargetKind =
  | 'figure'
  | 'table'
  | 'para'
  | 'step'
  | 'hotspot'
  | 'supply'
  | 'supportEquipment'
  | 'spare'
  | 'part'
  | 'multimedia'
  | 'other';

export type Inline =
  | { t: 'text'; v: string }
  | { t: 'emphasis'; style: 'bold' | 'italic' | 'underline' | 'strike' | 'other'; c: Inline[] }
  | { t: 'sub' | 'sup'; c: Inline[] }
  | { t: 'internalRef'; target: string; c: Inline[] }
  | { t: 'dmRef' | 'pmRef'; ref: string; label: string; title?: string }
  | { t: 'externalPubRef'; label: string; href?: string }
  | { t: 'acronym'; term: string; definition?: string }
  | { t: 'change'; change: ChangeMark; c: Inline[] }
  | { t: 'footnoteRef'; target: string }
  | { t: 'symbol'; icn: string }
  | { t: 'verbatim'; v: string }
  | { t: 'br' };

/** A hotspot of a graphic: the illustration's element id and the callout it shows. */
export type Hotspot = { id?: string; element: string; name?: string; title?: string };
export type Graphic = { icn: string; hotspots: Hotspot[] };

export type TableCell = {
  c: Block[];
  colSpan: number;
  rowSpan: number;
  align?: string;
  valign?: string;
};
export type TableRow = { id?: string; applic?: string; change?: ChangeMark; cells: TableCell[] };
export type TableGroup = {
  cols: number;
  widths: (string | undefined)[];
  head: TableRow[];
  body: TableRow[];
  foot: TableRow[];
};

export type RequirementRow = { cells: Inline[][]; id?: string; applic?: string };
/** One section of preliminary or close-up requirements, a table or blocks, or "None". */
export type RequirementSection = {
  title: string;
  head?: string[];
  rows?: RequirementRow[];
  blocks?: Block[];
  none?: boolean;
};

export type IsolationAnswer = { label: string; next: string };
export type IsolationStep = {
  id: string;
  number: string;
  action: Block[];
  question?: Inline[];
  answers: IsolationAnswer[];
  end: boolean;
  applic?: string;
};

export type PartRow = {
  id?: string;
  applic?: string;
  figure: string;
  item: string;
  indenture: number;
  variant: string;
  partNumber: string;
  manufacturer: string;
  description: string;
  quantity: string;
  unit?: string;
  extra: [string, string][];
};

type BlockBase = { k: number; id?: string; applic?: string; change?: ChangeMark };

export type Block = BlockBase &
  (
    | { t: 'section'; number: string; title: Inline[]; c: Block[] }
    | { t: 'para'; c: Inline[] }
    | { t: 'title'; c: Inline[] }
    | { t: 'list'; ordered: boolean; items: Block[][] }
    | { t: 'definitions'; items: { term: Inline[]; c: Block[] }[] }
    | { t: 'note' | 'warning' | 'caution'; c: Block[]; ref?: string }
    | { t: 'figure'; number: string; title: Inline[]; graphics: Graphic[]; legend: Block[] }
    | { t: 'table'; number?: string; title: Inline[]; groups: TableGroup[]; graphics: Graphic[] }
    | { t: 'step'; number: string; c: Block[] }
    | { t: 'requirements'; kind: 'preliminary' | 'closeUp'; sections: RequirementSection[] }
    | { t: 'isolation'; start: string; steps: IsolationStep[] }
    | { t: 'parts'; figures: Block[]; rows: PartRow[] }
    | { t: 'challenge'; challenge: Block[]; response: Block[] }
    | { t: 'group'; label: string; c: Block[] }
    | { t: 'field'; label: string; c: Inline[] }
    | { t: 'multimedia'; icn: string; title: Inline[] }
    | { t: 'footnote'; label: string; c: Block[] }
  );

/** The block of one (or several) kinds: its discriminant narrowed to T. */
export type BlockOf<T extends Block['t']> = Block & { t: T };

/** An applicability statement: what the XML asserts, as data the page can evaluate. */
export type ApplicExpr =
  | { t: 'assert'; ident: string; type: string; values: string }
  | { t: 'text'; v: string }
  | { t: 'evaluate'; op: 'and' | 'or'; c: ApplicExpr[] };

export type ApplicStatement = { display: string; expr?: ApplicExpr };

/** What an id names: its label for references, and the applicability it sits under. */
export type Target = { kind: TargetKind; label: string; applics: string[]; k: number };

export type ModuleRef = {
  kind: 'dm' | 'pm' | 'external';
  ref: string;
  label: string;
  title?: string;
};

export type ModuleView = {
  kind: 'dm' | 'pm' | 'other';
  /** Prefixed code, DMC-… / PMC-…; the file name when the object has none. */
  code: string;
  issue?: string;
  language?: string;
  title: string;
  issueDate?: string;
  securityClassification?: string;
  issueType?: string;
  /** Schema name (descript, proced, fault, ipd, crew, process …) or the root element. */
  schema: string;
  applic?: ApplicStatement;
  applics: Record<string, ApplicStatement>;
  reasonsForUpdate: { id?: string; text: string; type?: string }[];
  /** ICN entity → its declared file name and notation. */
  icns: Record<string, { file?: string; notation?: string }>;
  /** The ACT the object points at (dmStatus/applicCrossRefTableRef). */
  act?: string;
  references: ModuleRef[];
  body: Block[];
  targets: Record<string, Target>;
  /**
   * Read from the module's first bytes only (decision 1710): drawn while the rest arrives.
   * Targets and text beyond its end are not in it yet, so nothing may be judged missing.
   */
  partial?: true;
};
