import type { LightElement } from './light-xml';
import type { Block, ChangeMark, Target, TargetKind } from './model';

/** State of one build: block keys, figure and table numbers, the targets found so far. */
export class BuildContext {
  private key = 0;
  figures = 0;
  tables = 0;
  footnotes = 0;
  readonly targets: Record<string, Target> = {};
  /** applicRefIds of the blocks being built, outermost first. */
  readonly applics: string[] = [];
  /** Warnings and cautions kept apart (content/warningsAndCautions), by id. */
  readonly attention = new Map<string, LightElement>();
  /** Numbering of levelled paragraphs and of steps: the counters of each open level. */
  readonly sections: number[] = [0];
  readonly steps: number[] = [0];

  /** Numbers the next item of a level ("2.3") and builds it with a new level open inside. */
  numbered<T>(path: number[], build: (number: string) => T): T {
    path[path.length - 1] = (path[path.length - 1] ?? 0) + 1;
    const number = path.join('.');
    path.push(0);
    try {
      return build(number);
    } finally {
      path.pop();
    }
  }

  nextKey(): number {
    this.key += 1;
    return this.key;
  }

  /** Registers an id the content can refer to. The first registration wins. */
  target(id: string | undefined, kind: TargetKind, label: string, k: number) {
    if (!id || this.targets[id]) return;
    this.targets[id] = { kind, label, applics: [...this.applics], k };
  }

  /** Builds inside an element, with its applicability pushed for the targets within. */
  within<T>(el: LightElement, build: () => T): T {
    const applic = el.attrs.applicRefId;
    if (applic) this.applics.push(applic);
    try {
      return build();
    } finally {
      if (applic) this.applics.pop();
    }
  }
}

export function changeOf(el: LightElement): ChangeMark | undefined {
  const type = el.attrs.changeType;
  const marked = el.attrs.changeMark === '1';
  if (!type && !marked) return undefined;
  const rfu = (el.attrs.reasonForUpdateRefIds ?? '').split(/\s+/).filter(Boolean);
  return { type: type ?? 'modify', rfu };
}

/** The common part of a block: key, id, applicability and change mark of its element. */
export function baseOf(
  el: LightElement,
  ctx: BuildContext,
): Pick<Block, 'k' | 'id' | 'applic' | 'change'> {
  const base: Pick<Block, 'k' | 'id' | 'applic' | 'change'> = { k: ctx.nextKey() };
  if (el.attrs.id) base.id = el.attrs.id;
  if (el.attrs.applicRefId) base.applic = el.attrs.applicRefId;
  const change = changeOf(el);
  if (change) base.change = change;
  return base;
}

/** "sbTopicContent" → "Sb topic content": a readable label for elements without a renderer. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
