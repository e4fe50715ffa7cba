/// <reference lib="webworker" />
import { expose } from 'comlink';
import { analyzeCode } from '../../../../s1000d/codes/analyze-code.ts';
import {
  codeRulesOfProject,
  type ProjectForCodes,
} from '../../../../s1000d/codes/project-code-rules.ts';
import { xmldomParser } from '../../../../s1000d/xml/xmldom-parser.ts';

/** The code analyzer's engine, off the page's thread (workers have no DOMParser: xmldom). */
const api = {
  async analyze(inputs: string[], project?: ProjectForCodes) {
    const rules = project ? await codeRulesOfProject(project, xmldomParser) : undefined;
    return inputs.map((input) =>
      analyzeCode(input, { parser: xmldomParser, ...(rules ? { rules } : {}) }),
    );
  },
};

export type CodeWorkerApi = typeof api;
expose(api);
