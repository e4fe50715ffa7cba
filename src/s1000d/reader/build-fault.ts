import { baseOf, type BuildContext } from './build-context';
import { block, blocksOf, registerBuilders } from './build-blocks';
import { inlines } from './build-inline';
import { find, kid, kids, textOfLight, type LightElement } from './light-xml';
import type { Block, IsolationAnswer, IsolationStep } from './model';

/**
 * The yes/no decision flow of a fault isolation procedure: each step with its action,
 * question and the step each answer leads to, so the page can walk it one step at a time.
 */
function isolationMainProcedure(el: LightElement, ctx: BuildContext): Block[] {
  const steps: IsolationStep[] = [];
  const base = baseOf(el, ctx);
  kids(el)
    .filter((s) => s.name === 'isolationStep' || s.name === 'isolationProcedureEnd')
    .forEach((s, i) => {
      const id = s.attrs.id ?? `isolation-step-${i + 1}`;
      const number = String(i + 1);
      const k = ctx.nextKey();
      ctx.within(s, () => ctx.target(id, 'step', `Step ${number}`, k));
      const step: IsolationStep = {
        id,
        number,
        action: ctx.within(s, () =>
          blocksOf(
            s.children.filter(
              (n) =>
                typeof n === 'string' ||
                !['isolationStepQuestion', 'isolationStepAnswer', 'title'].includes(n.name),
            ),
            ctx,
          ),
        ),
        answers: answersOf(kid(s, 'isolationStepAnswer')),
        end: s.name === 'isolationProcedureEnd',
      };
      const question = kid(s, 'isolationStepQuestion');
      if (question) step.question = inlines(question, ctx);
      if (s.attrs.applicRefId) step.applic = s.attrs.applicRefId;
      steps.push(step);
    });
  return [{ ...base, t: 'isolation', start: steps[0]?.id ?? '', steps }];
}

function answersOf(el: LightElement | undefined): IsolationAnswer[] {
  if (!el) return [];
  const yesNo = kid(el, 'yesNoAnswer');
  if (yesNo) {
    const answers: IsolationAnswer[] = [];
    const yes = kid(yesNo, 'yesAnswer')?.attrs.nextActionRefId;
    const no = kid(yesNo, 'noAnswer')?.attrs.nextActionRefId;
    if (yes) answers.push({ label: 'Yes', next: yes });
    if (no) answers.push({ label: 'No', next: no });
    return answers;
  }
  const choices = find(el, ['listOfChoices']);
  return kids(choices, 'choice').flatMap((c) =>
    c.attrs.nextActionRefId
      ? [{ label: textOfLight(c) || 'Choice', next: c.attrs.nextActionRefId }]
      : [],
  );
}

function faultFields(el: LightElement, ctx: BuildContext): Block[] {
  const code = el.attrs.faultCode;
  const label = el.name === 'fault' ? 'Fault code' : 'Fault description';
  if (el.name === 'fault') {
    return code ? [{ ...baseOf(el, ctx), t: 'field', label, c: [{ t: 'text', v: code }] }] : [];
  }
  return [{ ...baseOf(el, ctx), t: 'field', label, c: inlines(find(el, ['descr']) ?? el, ctx) }];
}

function isolationProcedure(el: LightElement, ctx: BuildContext): Block[] {
  return kids(el).flatMap((part) => block(part, ctx));
}

registerBuilders({
  isolationMainProcedure,
  isolationProcedure,
  fault: faultFields,
  faultDescr: faultFields,
});
