import type { BrexEngine } from '../brex/brex-engine';
import type { Xpath2Evaluator } from '../brex/lx/lx-check';
import { findingsOf } from '../brex/report-formats';
import { memoryProvider } from '../brex/worker/check-files';
import type { NamedFile } from '../brex/worker/protocol';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import type { IssuePattern } from './issue-pattern';
import { patternBrex } from './pattern-rule';
import { findInXmlText } from './run-regex';

export type PatternHit = { object: string; line?: number; path?: string; match?: string };

export type PatternRun = {
  hits: PatternHit[];
  /** Objects the pattern looked at; those it could not read, with why. */
  checked: number;
  unreadable: { object: string; message: string }[];
  /** Set when an XPath pattern does not compile: it found nothing because it could not run. */
  error?: string;
};

const PATTERN_BREX = 'issue-pattern.XML';

export type PatternTools = {
  engine: BrexEngine;
  /** XPath 2.0 for paths libxml2 cannot compile (Node: the xmldom evaluator). */
  xpath2?: (object: Uint8Array | string) => Xpath2Evaluator;
};

/**
 * Runs a pattern over objects. An XPath pattern is checked as a one-rule BREX through the
 * BREX engine, so it finds exactly what the rule will find once promoted (line and path of
 * every node). A regex pattern searches each object's text.
 */
export function runPattern(
  pattern: IssuePattern,
  objects: readonly NamedFile[],
  tools: PatternTools,
  maxHits = 5000,
): PatternRun {
  const run: PatternRun = { hits: [], checked: 0, unreadable: [] };
  if (pattern.kind === 'regex') {
    const re = new RegExp(pattern.expression, (pattern.flags ?? '').replace(/g/g, ''));
    for (const object of objects) {
      let text: string;
      try {
        text = typeof object.bytes === 'string' ? object.bytes : decodeXmlBytes(object.bytes);
      } catch (error) {
        run.unreadable.push({ object: object.name, message: (error as Error).message });
        continue;
      }
      run.checked += 1;
      for (const hit of findInXmlText(text, re, pattern.scope, maxHits - run.hits.length)) {
        run.hits.push({ object: object.name, line: hit.line, match: hit.match });
      }
      if (run.hits.length >= maxHits) break;
    }
    return run;
  }
  tools.engine.clearBrexCache();
  const provider = memoryProvider([{ name: PATTERN_BREX, bytes: patternBrex(pattern) }], []);
  for (const object of objects) {
    const report = tools.engine.check(object.name, object.bytes, provider, {
      selection: { mode: 'given', names: [PATTERN_BREX] },
      values: false,
      ...(tools.xpath2 ? { xpath2: tools.xpath2 } : {}),
    });
    if (report.status !== 'checked') {
      run.unreadable.push({ object: object.name, message: report.message ?? report.status });
      continue;
    }
    run.checked += 1;
    for (const finding of findingsOf(report)) {
      if (finding.kind === 'xpathError') {
        run.error = finding.message;
        continue;
      }
      run.hits.push({
        object: object.name,
        ...(finding.line ? { line: finding.line } : {}),
        ...(finding.path ? { path: finding.path } : {}),
        ...(finding.value ? { match: finding.value.slice(0, 200) } : {}),
      });
    }
    if (run.error || run.hits.length >= maxHits) break;
  }
  tools.engine.clearBrexCache();
  return run;
}

export type ExampleResult = {
  text: string;
  expect: 'hit' | 'clean';
  hits: number;
  ok: boolean;
  error?: string;
};

/**
 * Runs the pattern on its own examples: each "hit" example must be found, each "clean" one
 * must not. An XML example is checked as an object; plain text is wrapped in a paragraph.
 */
export function testPatternExamples(pattern: IssuePattern, tools: PatternTools): ExampleResult[] {
  return pattern.examples.map((example, i) => {
    const trimmed = example.text.trim();
    const xml = trimmed.startsWith('<')
      ? trimmed
      : `<para>${trimmed.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</para>`;
    const run = runPattern(pattern, [{ name: `example-${i + 1}.XML`, bytes: xml }], tools);
    const error = run.error ?? run.unreadable[0]?.message;
    const hits = run.hits.length;
    const ok = !error && (example.expect === 'hit' ? hits > 0 : hits === 0);
    return { text: example.text, expect: example.expect, hits, ok, ...(error ? { error } : {}) };
  });
}
