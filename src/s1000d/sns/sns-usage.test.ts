import { describe, expect, it } from 'vitest';
import { bikeFiles } from '../node/test-fixtures';
import { listingRowsOf } from '../node/test-projects';
import { parseSnsText } from './sns-tree';
import { observedSns, snsUsage, type SnsUsageNode } from './sns-usage';

const rows = await listingRowsOf(bikeFiles((n) => /\.XML$/i.test(n)));
const find = <N extends { code: string; children: N[] }>(
  nodes: readonly N[],
  ...codes: string[]
): N => {
  let node: N | undefined;
  let level = nodes;
  for (const code of codes) {
    node = level.find((n) => n.code === code);
    if (!node) throw new Error(`no node ${codes.join('/')}`);
    level = node.children;
  }
  return node!;
};

// A bicycle SNS written for these tests from the bike data modules' technical names.
const BIKE_SNS = parseSnsText(`D00 Bicycle
D05 Maintenance
 1 Schedule one
 2 Schedule two
 4 Schedule four
DA0 Wheels
 0 Wheels
 1 Front wheel
 2 Rear wheel
 3 Wheel set
DA1 Brake system
 0 Brake system
 1 Brake pads
 2 Front brake
DA2 Steering
 0 Steering
 1 Stem
 2 Handlebar
 3 Headset
DA3 Frame
 0 Frame
 1 Horn
DA4 Drivetrain
 0 Drivetrain
 1 Chain
`);

describe('SNS usage on the bike set', () => {
  it('counts 96 data modules (94 DMC, 2 DME) and files each under the SNS its code reaches', () => {
    const usage = snsUsage(BIKE_SNS, rows, 'normal');
    expect(usage.modules).toBe(96);
    // D00-00-00: 24 bike + 18 lighting + 1 brake + 2 DME; D00-00-01 (assembly 01) is outside.
    expect(find(usage.tree, 'D00').total).toBe(45);
    expect(find(usage.tree, 'D00').keys).toHaveLength(45);
    expect(find(usage.tree, 'DA0').total).toBe(6);
    expect(find(usage.tree, 'DA0').keys).toHaveLength(0);
    expect(find(usage.tree, 'DA0', '0').keys).toHaveLength(2);
    expect(find(usage.tree, 'DA0', '2').total).toBe(2);
    expect(find(usage.tree, 'DA1').total).toBe(8);
    expect(find(usage.tree, 'DA1', '1').keys).toEqual([
      'DMC-BRAKE-AAA-DA1-10-00-00AA-251A-A_EN-US',
      'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_EN-US',
    ]);
    expect(find(usage.tree, 'DA2').total).toBe(9);
    expect(find(usage.tree, 'DA4', '1').total).toBe(3);
    expect(find(usage.tree, 'DA1', '2').sns).toBe('DA1-2');
  });

  it('lists the modules whose SNS the rules do not have, with the reason', () => {
    const usage = snsUsage(BIKE_SNS, rows, 'normal');
    const outside = usage.outside.map((o) => o.sns).sort();
    // DA0-10-10/20 (assemblies under a subsystem with none), D00-00-01, DA2-40-00, DA5-*.
    expect(outside).toHaveLength(7 + 6 + 1 + 4);
    expect(usage.outside.find((o) => o.sns === 'DA5-00-00')?.message).toMatch(
      /system code "DA5" is not in the SNS rules \(normal check\)/,
    );
    expect(usage.outside.find((o) => o.sns === 'DA0-10-20')?.message).toMatch(/assembly code "20"/);
    const counted = (nodes: readonly SnsUsageNode[]): number =>
      nodes.reduce((n, node) => n + node.total, 0);
    expect(counted(usage.tree) + usage.outside.length).toBe(96);
  });

  it('follows the SNS check modes: unstrict accepts any code under a leaf, strict none left out', () => {
    expect(
      snsUsage(BIKE_SNS, rows, 'unstrict')
        .outside.map((o) => o.sns)
        .sort(),
    ).toEqual(['DA2-40-00', 'DA5-00-00', 'DA5-10-00', 'DA5-20-00', 'DA5-30-00']);
    expect(snsUsage(BIKE_SNS, rows, 'strict').outside).toHaveLength(96);
  });

  it('reads the SNS a project uses from its modules, titled by their technical names', () => {
    const tree = observedSns(rows);
    expect(tree.map((n) => n.code)).toEqual([
      'D00',
      'D05',
      'DA0',
      'DA1',
      'DA2',
      'DA3',
      'DA4',
      'DA5',
    ]);
    expect(find(tree, 'DA0', '1', '0', '20').title).toMatch(/Front wheel|Tire/);
    expect(find(tree, 'DA2').title).toBe('Steering');
    expect(snsUsage(tree, rows, 'normal').outside).toEqual([]);
    expect(find(snsUsage(tree, rows, 'normal').tree, 'D00').total).toBe(52);
  });
});
