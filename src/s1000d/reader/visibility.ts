import type { ProductInstance } from '../applic/applic-tables';
import { evaluateExpr, explainExpr, type FailedAssert } from './applic-expr';
import type { ApplicStatement, Block, Inline, ModuleView } from './model';

/** Why something is hidden: its applicability statement and the asserts that failed. */
export type HiddenReason = {
  applicId?: string;
  statement: ApplicStatement;
  failed: FailedAssert[];
};

/** What a product sees of a module: the applicability ids that are false, and why. */
export type Visibility = {
  objectApplies: boolean;
  objectReason?: HiddenReason;
  hidden: Map<string, HiddenReason>;
};

export const EVERYTHING: Visibility = { objectApplies: true, hidden: new Map() };

/**
 * Evaluates every applicability statement of the module once for the product. Content
 * whose statement is false is hidden; unknown (the product does not set a property the
 * statement uses) stays shown, as s1kd-instance keeps it.
 */
export function visibilityFor(view: ModuleView, product: ProductInstance | null): Visibility {
  if (!product) return EVERYTHING;
  const hidden = new Map<string, HiddenReason>();
  for (const [id, statement] of Object.entries(view.applics)) {
    if (evaluateExpr(statement.expr, product) === false) {
      hidden.set(id, { applicId: id, statement, failed: explainExpr(statement.expr, product) });
    }
  }
  const whole = view.applic;
  const objectApplies = !whole || evaluateExpr(whole.expr, product) !== false;
  const result: Visibility = { objectApplies, hidden };
  if (!objectApplies && whole) {
    result.objectReason = { statement: whole, failed: explainExpr(whole.expr, product) };
  }
  return result;
}

export function isHidden(applic: string | undefined, visibility: Visibility): boolean {
  return applic !== undefined && visibility.hidden.has(applic);
}

/** The reason an id's target is hidden (it, or a block around it, does not apply). */
export function targetHiddenBy(view: ModuleView, id: string, visibility: Visibility) {
  for (const applic of view.targets[id]?.applics ?? []) {
    const reason = visibility.hidden.get(applic);
    if (reason) return reason;
  }
  return undefined;
}

/** An internal reference in shown content whose target the filter hid. */
export type DanglingRef = { target: string; label: string; reason: HiddenReason; k: number };

/** References left pointing at hidden content, as s1kd-appcheck reports them. */
export function danglingRefs(view: ModuleView, visibility: Visibility): DanglingRef[] {
  if (visibility.hidden.size === 0) return [];
  const found: DanglingRef[] = [];
  walkShown(view.body, visibility, (block, runs) => {
    for (const target of internalTargets(runs)) {
      const reason = targetHiddenBy(view, target, visibility);
      if (reason)
        found.push({ target, label: view.targets[target]?.label ?? target, reason, k: block.k });
    }
  });
  return found;
}

function internalTargets(runs: readonly Inline[]): string[] {
  return runs.flatMap((r) => {
    if (r.t === 'internalRef' || r.t === 'footnoteRef') return [r.target];
    return 'c' in r ? internalTargets(r.c) : [];
  });
}

/** Visits every shown block with the inline runs it holds directly. */
export function walkShown(
  list: readonly Block[],
  visibility: Visibility,
  visit: (block: Block, runs: Inline[]) => void,
) {
  for (const b of list) {
    if (isHidden(b.applic, visibility)) continue;
    switch (b.t) {
      case 'para':
      case 'title':
        visit(b, b.c);
        break;
      case 'field':
        visit(b, b.c);
        break;
      case 'section':
        visit(b, b.title);
        walkShown(b.c, visibility, visit);
        break;
      case 'list':
        for (const item of b.items) walkShown(item, visibility, visit);
        break;
      case 'definitions':
        for (const item of b.items) {
          visit(b, item.term);
          walkShown(item.c, visibility, visit);
        }
        break;
      case 'figure':
        visit(b, b.title);
        walkShown(b.legend, visibility, visit);
        break;
      case 'table':
        visit(b, b.title);
        for (const g of b.groups)
          for (const row of [...g.head, ...g.body, ...g.foot]) {
            if (isHidden(row.applic, visibility)) continue;
            for (const cell of row.cells) walkShown(cell.c, visibility, visit);
          }
        break;
      case 'requirements':
        for (const s of b.sections) {
          for (const row of s.rows ?? []) {
            if (!isHidden(row.applic, visibility)) visit(b, row.cells.flat());
          }
          walkShown(s.blocks ?? [], visibility, visit);
        }
        break;
      case 'isolation':
        for (const step of b.steps) {
          if (isHidden(step.applic, visibility)) continue;
          visit(b, step.question ?? []);
          walkShown(step.action, visibility, visit);
        }
        break;
      case 'parts':
        walkShown(b.figures, visibility, visit);
        break;
      case 'challenge':
        walkShown(b.challenge, visibility, visit);
        walkShown(b.response, visibility, visit);
        break;
      case 'multimedia':
        visit(b, b.title);
        break;
      default:
        walkShown(b.c, visibility, visit);
    }
  }
}
