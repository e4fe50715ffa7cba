import { baseOf, type BuildContext } from './build-context';
import { block, blocks, blocksOf, registerBuilders } from './build-blocks';
import { inlines } from './build-inline';
import { kid, kids, textOfLight, type LightElement } from './light-xml';
import type { Block } from './model';

/** A titled container: its title as the group's label, the rest as its blocks. */
function titled(fallback: string) {
  return (el: LightElement, ctx: BuildContext): Block[] => {
    const title = kid(el, 'title');
    const c = blocksOf(
      el.children.filter((n) => typeof n === 'string' || n !== title),
      ctx,
    );
    return [{ ...baseOf(el, ctx), t: 'group', label: title ? textOfLight(title) : fallback, c }];
  };
}

/** Crew drill steps and process nodes are numbered like procedural steps. */
function numberedStep(el: LightElement, ctx: BuildContext): Block[] {
  const base = baseOf(el, ctx);
  return [
    ctx.numbered(ctx.steps, (number) => {
      ctx.target(base.id, 'step', `Step ${number}`, base.k);
      return { ...base, t: 'step', number, c: blocks(el, ctx) };
    }),
  ];
}

function challengeAndResponse(el: LightElement, ctx: BuildContext): Block[] {
  return [
    {
      ...baseOf(el, ctx),
      t: 'challenge',
      challenge: blocks(kid(el, 'challenge'), ctx),
      response: blocks(kid(el, 'response'), ctx),
    },
  ];
}

/** A process "if": the condition in words, then what follows for each outcome. */
function dmIf(el: LightElement, ctx: BuildContext): Block[] {
  const condition = textOfLight(kid(kid(el, 'applic'), 'displayText')) || 'the condition holds';
  return [
    {
      ...baseOf(el, ctx),
      t: 'group',
      label: `If ${condition}`,
      c: kids(el).flatMap((part) => (part.name === 'applic' ? [] : block(part, ctx))),
    },
  ];
}

const silent = () => [];

registerBuilders({
  description: (el, ctx) => blocks(el, ctx),
  faultIsolation: (el, ctx) => blocks(el, ctx),
  crew: (el, ctx) => blocks(el, ctx),
  crewRefCard: titled('Crew reference card'),
  crewDrill: titled('Drill'),
  subCrewDrill: titled('Sub-drill'),
  crewDrillStep: numberedStep,
  challengeAndResponse,
  crewProcedureName: (el, ctx) => [{ ...baseOf(el, ctx), t: 'title', c: inlines(el, ctx) }],
  process: (el, ctx) => blocks(el, ctx),
  dmSeq: (el, ctx) => blocks(el, ctx),
  dmNode: numberedStep,
  dmIf,
  dmThenSeq: titled('Then'),
  dmElseSeq: titled('Otherwise'),
  dmLoop: titled('Repeat'),
  dmSeqAlts: titled('Alternatives'),
  variableDeclarations: silent,
  variablePreSet: silent,
  variablePostSet: silent,
  expression: silent,
});
