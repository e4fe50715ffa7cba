import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../demo/demo-project';
import { bikeFiles } from '../node/test-fixtures';
import { xmldomParser } from '../node/xmldom-parser';
import { decodeXmlBytes } from '../xml/decode-xml-bytes';
import { loadXml } from '../xml/load-xml';
import {
  addEntry,
  addRefs,
  moveByKey,
  moveNode,
  pmTreeProblems,
  removeNode,
  renameEntry,
  setEntryType,
} from './pm-edit';
import { flattenPm, pmRefStatuses } from './pm-flatten';
import { PmEditError, type PmEntryNode, type PmNode } from './pm-nodes';
import { readEditablePm, savePmTree } from './pm-xml';
import { listingRowsOfFiles } from '../node/test-projects';

const demo = generateDemoProject().files;
const pmFile = demo.find((f) => f.name.startsWith('PMC-'))!;
const load = (bytes: Uint8Array, name: string) =>
  loadXml(decodeXmlBytes(bytes), { fileName: name, parser: xmldomParser });

const rowsOf = listingRowsOfFiles;

const outline = (nodes: readonly PmNode[]): string[] =>
  nodes.flatMap((n) =>
    n.kind === 'entry' ? [`[${n.title}]`, ...outline(n.children).map((s) => `  ${s}`)] : [n.title],
  );

function tiny(): PmEntryNode[] {
  return [
    {
      id: 'n1',
      kind: 'entry',
      title: 'A',
      children: [
        { id: 'n2', kind: 'dmRef', ref: 'DMC-X-A-00-00-00-00A-040A-D', title: 'One' },
        { id: 'n3', kind: 'dmRef', ref: 'DMC-X-A-00-00-00-00A-520A-A', title: 'Two' },
      ],
    },
    { id: 'n4', kind: 'entry', title: 'B', children: [] },
  ];
}

describe('pmEntry tree edits', () => {
  it('adds, renames, types, moves by key and by drop, removes, never changing the input', () => {
    const start = tiny();
    const { entries: withC, id } = addEntry(start, 'n4', 'C');
    expect(id).toBe('n5');
    expect(outline(start)).toEqual(['[A]', '  One', '  Two', '[B]']);
    let tree = renameEntry(withC, 'n1', 'Alpha');
    tree = setEntryType(tree, 'n1', 'pmt23');
    expect(tree[0]!.pmEntryType).toBe('pmt23');
    expect(() => setEntryType(tree, 'n1', 'pmt40')).toThrow(/pmt01 to pmt34/);
    tree = moveByKey(tree, 'n3', 'up');
    expect(outline(tree)).toEqual(['[Alpha]', '  Two', '  One', '[B]', '  [C]']);
    expect(() => moveByKey(tree, 'n3', 'up')).toThrow(PmEditError);
    tree = moveByKey(tree, 'n4', 'up');
    expect(outline(tree)).toEqual(['[B]', '  [C]', '[Alpha]', '  Two', '  One']);
    tree = moveByKey(tree, 'n1', 'indent');
    expect(outline(tree)).toEqual(['[B]', '  [C]', '  [Alpha]', '    Two', '    One']);
    tree = moveByKey(tree, 'n1', 'outdent');
    expect(outline(tree)).toEqual(['[B]', '  [C]', '[Alpha]', '  Two', '  One']);
    // A drop: "One" into C; then an entry into its own child is refused.
    tree = moveNode(tree, 'n2', 'n5', 0);
    expect(outline(tree)).toEqual(['[B]', '  [C]', '    One', '[Alpha]', '  Two']);
    expect(() => moveNode(tree, 'n4', 'n5', 0)).toThrow(/inside itself/);
    expect(() => moveNode(tree, 'n2', null, 0)).toThrow(/inside an entry/);
    tree = addRefs(
      tree,
      'n1',
      [{ kind: 'dmRef', ref: 'DMC-X-A-00-00-00-00A-720A-A', title: 'Three' }],
      0,
    );
    expect(outline(tree)).toEqual(['[B]', '  [C]', '    One', '[Alpha]', '  Three', '  Two']);
    tree = removeNode(tree, 'n5');
    expect(pmTreeProblems(tree)).toEqual([
      'The entry "B" is empty: add a data module or an entry to it, or remove it.',
    ]);
  });

  it('reads the demo publication, saves it as the next in-work issue with the new tree', async () => {
    const pm = readEditablePm(load(pmFile.bytes, pmFile.name));
    expect(pm.code).toBe('PMC-TIDEWELL-7TDW1-00001-00');
    expect(pm.entries.map((e) => e.pmEntryType)).toEqual([
      'pmt23',
      'pmt28',
      'pmt26',
      'pmt29',
      'pmt34',
    ]);
    const first = pm.entries[0]!;
    const added = addEntry(pm.entries, first.id, 'Extra <chapter> & more');
    const tree = addRefs(added.entries, added.id, [
      { kind: 'dmRef', ref: 'DMC-TIDEWELL-A-00-00-00-00A-018A-D', title: 'Pump - Introduction' },
    ]);
    const saved = savePmTree(pmFile.bytes, tree, {
      parser: xmldomParser,
      reason: 'Introduction added',
      date: '2026-11-24',
    });
    expect(saved.issueInfo).toEqual({
      issueNumber: pm.issue!.split('-')[0],
      inWork: String(Number(pm.issue!.split('-')[1]) + 1).padStart(2, '0'),
    });
    expect(saved.fileName).toMatch(/^PMC-TIDEWELL-7TDW1-00001-00_\d{3}-\d{2}_EN-US\.XML$/);
    const again = readEditablePm(load(saved.bytes, saved.fileName));
    expect(outline(again.entries)).toEqual(outline(tree));
    expect(saved.text).toContain('<pmEntryTitle>Extra &lt;chapter&gt; &amp; more</pmEntryTitle>');
    expect(saved.text).toContain('Introduction added');
    // The references read from the PM are written back as they were.
    const original = decodeXmlBytes(pmFile.bytes);
    const firstRef = /<dmRef[\s\S]*?<\/dmRef>/.exec(original)![0];
    expect(saved.text.replace(/\s+/g, ' ')).toContain(
      /<dmRefIdent>[\s\S]*?<\/dmRefIdent>/.exec(firstRef)![0].replace(/\s+/g, ' '),
    );
  });

  it('refuses to save a tree the schema would refuse, and produces nothing', () => {
    expect(() => savePmTree(pmFile.bytes, [], { parser: xmldomParser })).toThrow(
      'A publication module needs at least one entry.',
    );
  });

  it('marks references that are missing or at another issue, and flattens with numbers', async () => {
    const files = bikeFiles((n) => /\.XML$/i.test(n)).map((path) => ({
      name: path.split('/').pop()!,
      bytes: new Uint8Array(readFileSync(path)),
    }));
    const rows = await rowsOf(files);
    const bike = files.find((f) => f.name.startsWith('PMC-S1000DBIKE-C3002-EPWG1'))!;
    const pm = readEditablePm(load(bike.bytes, bike.name));
    const statuses = [...pmRefStatuses(pm.entries, rows).values()];
    expect(statuses.length).toBe(72);
    expect(statuses.filter((s) => s.status !== 'resolved')).toEqual([]);
    // The list of applicable publications names the bike PM by its file name's code, not the
    // code inside it: missing, live.
    const loapFile = files.find((f) => f.name.startsWith('PMC-S1000DBIKE-C3002-LOAP1'))!;
    const loap = readEditablePm(load(loapFile.bytes, loapFile.name));
    const loapStatuses = pmRefStatuses(loap.entries, rows);
    const missing = flattenPm(loap.entries, rows).filter((l) => l.status === 'missing');
    expect(missing.map((l) => l.ref!.split('_')[0])).toEqual(['PMC-S1000DBIKE-C3002-EPWG1-00']);
    expect(
      [...loapStatuses.values()].filter((s) => s.status === 'resolved').length,
    ).toBeGreaterThan(0);
    const flat = flattenPm(pm.entries, rows);
    expect(flat[0]).toMatchObject({ kind: 'entry', number: '1', depth: 1 });
    expect(flat.filter((l) => l.kind === 'entry').length).toBe(72);
    expect(flat[1]).toMatchObject({ kind: 'dmRef', number: '1', depth: 2, status: 'resolved' });
    expect(flat.at(-1)).toMatchObject({ kind: 'dmRef', number: '72' });
  });
});
