import { describe, expect, it } from 'vitest';
import { typingGate } from './typing-gate.ts';

describe('typingGate', () => {
  it('runs work at once while no key is arriving', () => {
    const gate = typingGate();
    const done: string[] = [];
    gate.whenQuiet(() => done.push('findings'));
    gate.startWhenQuiet('<dmodule/>', () => done.push('check'));
    expect(done).toEqual(['findings', 'check']);
    expect(gate.typing()).toBe(false);
  });

  it('holds results that come while keys arrive until the text settles, in order', () => {
    const gate = typingGate();
    const done: string[] = [];
    gate.keyed();
    gate.whenQuiet(() => done.push('findings'));
    gate.keyed();
    gate.whenQuiet(() => done.push('facts'));
    expect(gate.typing()).toBe(true);
    expect(done).toEqual([]);
    gate.settled('b');
    expect(done).toEqual(['findings', 'facts']);
    expect(gate.typing()).toBe(false);
  });

  it('never starts a job on a text typed over, but starts one on a text typed back', () => {
    const gate = typingGate();
    const started: string[] = [];
    gate.settled('a');
    gate.keyed();
    gate.startWhenQuiet('a', () => started.push('a, typed over'));
    gate.settled('b');
    expect(started).toEqual([]);
    gate.keyed(); // a key, then its undo: the same text settles again
    gate.startWhenQuiet('b', () => started.push('b'));
    gate.settled('b');
    expect(started).toEqual(['b']);
  });

  it('runs held work once: a later settle does not repeat it', () => {
    const gate = typingGate();
    let runs = 0;
    gate.keyed();
    gate.whenQuiet(() => runs++);
    gate.settled('a');
    gate.keyed();
    gate.settled('a');
    expect(runs).toBe(1);
  });
});
