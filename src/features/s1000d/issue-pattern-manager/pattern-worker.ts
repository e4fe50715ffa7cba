/// <reference lib="webworker" />
import { expose } from 'comlink';
import { BrexEngine } from '../../../s1000d/brex/brex-engine.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { validatePattern, type IssuePattern } from '../../../s1000d/patterns/issue-pattern.ts';
import { promotePattern } from '../../../s1000d/patterns/promote-pattern.ts';
import { runPattern, testPatternExamples } from '../../../s1000d/patterns/run-pattern.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';

let engine: Promise<BrexEngine> | undefined;
const tools = async () => ({ engine: await (engine ??= BrexEngine.create()) });

/**
 * The issue pattern engine off the page's thread: XPath patterns run as one-rule BREX through
 * libxml2 (WebAssembly), regex patterns over each object's text; promotion writes the BREX.
 */
const api = {
  problems: (pattern: IssuePattern) => validatePattern(pattern),
  examples: async (pattern: IssuePattern) => testPatternExamples(pattern, await tools()),
  run: async (pattern: IssuePattern, objects: NamedFile[]) =>
    runPattern(pattern, objects, await tools()),
  promote: (
    pattern: IssuePattern,
    brex: Uint8Array | undefined,
    settings: ProjectSettings,
    date: string,
  ) =>
    promotePattern(pattern, {
      ...(brex ? { brex } : {}),
      settings,
      date,
      parser: xmldomParser,
    }),
};

export type PatternWorkerApi = typeof api;
expose(api);
