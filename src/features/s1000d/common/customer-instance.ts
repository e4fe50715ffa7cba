import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { planUpload, type UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';
import type { CodeExtension } from '../../../s1000d/codes/extension-code.ts';
import type { PmCode } from '../../../s1000d/codes/pm-code.ts';
import { instancePublication } from '../../../s1000d/publication/pm-instance.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml } from '../../../s1000d/xml/load-xml.ts';
import type { XmlParser } from '../../../s1000d/xml/xml-parser.ts';

export type CustomerInstanceRequest = {
  /** The PM's bytes and those of the data modules it refers to, by object key. */
  files: Record<string, Uint8Array>;
  pmKey: string;
  values: [string, string][];
  label: string;
  extension: CodeExtension;
  pmCode?: PmCode;
};

export type CustomerInstanceResult =
  | { ok: false; problems: string[]; decisions: UploadDecision[] }
  | {
      ok: true;
      decisions: UploadDecision[];
      pmFile: string;
      notApplicable: string[];
      missing: string[];
      dangling: { object: string; message: string }[];
      removed: number;
    };

/** Runs the instance engine on the files read from the store, then plans its files as an upload. */
export async function customerInstance(
  request: CustomerInstanceRequest,
  existing: readonly ObjectListing[],
  parser: XmlParser,
): Promise<CustomerInstanceResult> {
  const load = (key: string) =>
    loadXml(decodeXmlBytes(request.files[key]!), { parser, fileName: key });
  const made = instancePublication({
    pm: load(request.pmKey),
    modules: Object.keys(request.files)
      .filter((k) => k !== request.pmKey)
      .map(load),
    product: { values: new Map(request.values) },
    label: request.label,
    extension: request.extension,
    ...(request.pmCode ? { pmCode: request.pmCode } : {}),
  });
  if (!made.ok) return { ok: false, problems: made.problems, decisions: [] };
  const encoder = new TextEncoder();
  const decisions = await planUpload(
    [made.pm, ...made.modules].map((f) => ({ path: f.fileName, bytes: encoder.encode(f.xml) })),
    existing,
    { parser },
  );
  const { notApplicable, missing, dangling, removed } = made;
  return {
    ok: true,
    decisions,
    pmFile: made.pm.fileName,
    notApplicable,
    missing,
    dangling,
    removed,
  };
}
