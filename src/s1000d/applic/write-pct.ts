import type { ProjectSettings } from '../csdb/project-settings';
import type { XmlParser } from '../xml/xml-parser';
import { rewriteTableLists } from './act-cct-model';
import { productsMarkup, type PctProduct } from './configuration-to-pct';
import { newApplicTable } from './new-applic-table';

/** Where exported products go: a new issue of the project's PCT, or a new PCT. */
export type PctTarget =
  | { kind: 'issue'; bytes: Uint8Array }
  | { kind: 'new'; settings: ProjectSettings; techName: string; actCode: string };

export type WrittenPct =
  | { ok: true; bytes: Uint8Array; fileName: string; issue: string }
  | { ok: false; problems: string[] };

/**
 * Writes the products: into the PCT's next in-work issue (everything but the product list
 * kept byte for byte, s1kd-upissue's rules), or as a new PCT at 000-01 pointing at the ACT.
 */
export function writePct(
  products: readonly PctProduct[],
  target: PctTarget,
  options: { date: string; parser?: XmlParser; reason?: string },
): WrittenPct {
  const markup = productsMarkup(products);
  if (target.kind === 'issue') {
    const written = rewriteTableLists(
      target.bytes,
      { productCrossRefTable: markup },
      {
        date: options.date,
        reason: options.reason ?? 'Products from the configuration set',
        ...(options.parser ? { parser: options.parser } : {}),
      },
    );
    return { ok: true, ...written };
  }
  const made = newApplicTable({
    kind: 'pct',
    settings: target.settings,
    date: options.date,
    techName: target.techName,
    like: target.actCode,
    refs: { act: target.actCode },
    productsXml: markup,
  });
  if (!made.ok) return made;
  return {
    ok: true,
    bytes: new TextEncoder().encode(made.xml),
    fileName: made.fileName,
    issue: '000-01',
  };
}
