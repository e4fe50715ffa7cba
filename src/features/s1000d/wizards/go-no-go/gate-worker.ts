/// <reference lib="webworker" />
import { expose, type ProxyOrClone } from 'comlink';
import { BrexEngine } from '../../../../s1000d/brex/brex-engine.ts';
import { DEFAULT_BREX, isKnownIssue } from '../../../../s1000d/brex/default-brex.ts';
import type { ProjectForCodes } from '../../../../s1000d/codes/project-code-rules.ts';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { runGate } from '../../../../s1000d/gate/go-no-go.ts';
import type { SchemaSet } from '../../../../s1000d/schemas/schema-set.ts';
import { SchemaValidator } from '../../../../s1000d/schemas/xsd-validator.ts';
import { projectSnsRules } from '../../../../s1000d/sns/project-sns.ts';
import { xmldomParser } from '../../../../s1000d/xml/xmldom-parser.ts';
import { loadDefaultBrexBytes } from '../../common/default-brex-files.ts';

export type GateJob = {
  targets: string[];
  rows: ObjectListing[];
  /** The bytes of the targets and of the objects the gate reads (BREX, ACT, PCT, CIR). */
  files: Record<string, Uint8Array>;
  schemaSets: SchemaSet[];
  project?: ProjectForCodes;
};

/** The go/no-go gate off the page's thread: libxml2 (XSD, BREX XPath) and xmldom. */
const api = {
  async gate(job: GateJob, onProgress: ProxyOrClone<(done: number, total: number) => void>) {
    const issues = new Set(
      job.rows.map((r) => r.v).filter((v): v is string => !!v && isKnownIssue(v)),
    );
    const defaultBrex = await Promise.all(
      [...issues].map(async (issue) => ({
        name: DEFAULT_BREX[issue as keyof typeof DEFAULT_BREX].code,
        bytes: await loadDefaultBrexBytes(issue as keyof typeof DEFAULT_BREX),
      })),
    );
    const sns = job.project
      ? await projectSnsRules(job.project.settings, job.project.brexText, xmldomParser)
      : undefined;
    const schemas = await SchemaValidator.create(job.schemaSets);
    try {
      return runGate(
        job.targets,
        {
          rows: job.rows,
          bytesOf: (key) => job.files[key],
          defaultBrex,
          ...(sns?.source === 'project' ? { brexSns: sns.mode } : sns ? { sns } : {}),
        },
        { parser: xmldomParser, brex: await BrexEngine.create(), schemas },
        (done, total) => void onProgress(done, total),
      );
    } finally {
      schemas.dispose();
    }
  },
};

export type GateWorkerApi = typeof api;
expose(api);
