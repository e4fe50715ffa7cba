import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../demo/demo-project';
import { bikeFiles } from '../node/test-fixtures';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { flattenItems, readPublication, resolvePublication } from './publication';
import { listingRowsOfFiles } from '../node/test-projects';

const rowsOf = listingRowsOfFiles;

describe('publication modules for the reader', () => {
  it('reads the demo PM tree and resolves every reference in the project', async () => {
    const project = generateDemoProject();
    const pm = project.files.find((f) => f.name.startsWith('PMC-'))!;
    const view = readPublication(decodeXmlBytes(pm.bytes), pm.name);
    expect(view.fileNameMatchesCode).toBe(true);
    expect(view.entries.map((e) => e.kind === 'entry' && e.type)).toEqual([
      'pmt23',
      'pmt28',
      'pmt26',
      'pmt29',
      'pmt34',
    ]);
    const resolved = resolvePublication(view, await rowsOf(project.files));
    const refs = flattenItems(view.entries).filter((i) => i.kind === 'dm');
    expect(refs.length).toBeGreaterThan(5);
    for (const ref of refs) expect(resolved.get(ref.n)?.status).toBe('found');
  });

  it('marks the references of the bike publication that do not resolve', async () => {
    const files = bikeFiles().map((path) => ({
      name: path.split('/').pop()!,
      bytes: new Uint8Array(readFileSync(path)),
    }));
    const pm = files.find((f) => f.name === 'PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML')!;
    const view = readPublication(decodeXmlBytes(pm.bytes), pm.name);
    expect(view.code).toBe('PMC-S1000DBIKE-C3002-00001-01');
    expect(view.fileNameMatchesCode).toBe(false);
    expect(view.expectedFileName).toBe('PMC-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML');
    const rows = await rowsOf(files);
    const statuses = [...resolvePublication(view, rows).values()].map((r) => r.status);
    expect(statuses.filter((s) => s === 'found').length).toBe(72);
    // The list of applicable publications names that PM by the code of its file name.
    const loap = files.find((f) => f.name.startsWith('PMC-S1000DBIKE-C3002-LOAP1'))!;
    const list = readPublication(decodeXmlBytes(loap.bytes), loap.name);
    const byCode = new Map(
      flattenItems(list.entries).flatMap((i) => (i.kind === 'pm' ? [[i.code, i.n] as const] : [])),
    );
    const resolved = resolvePublication(list, rows);
    expect(resolved.get(byCode.get('PMC-S1000DBIKE-C3002-EPWG1-00')!)?.status).toBe('missing');
    expect(resolved.get(byCode.get('PMC-BRAKE-C3002-EPWG1-00')!)?.status).toBe('found');
  });
});
