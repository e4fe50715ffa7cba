import { describe, expect, it } from 'vitest';
import { defaultBrexNamedFiles, miniXsdZip, templateModuleText } from '../node/test-projects';
import { readSchemaSet } from '../schemas/schema-set';
import { indexSchemaSet } from '../schemas/xsd-model';
import { xmldomParser } from '../xml/xmldom-parser';
import { completionBrexRules, completionSpecs } from './completion';

const made = { xml: templateModuleText('520') };
const text = made.xml;
const defaults = defaultBrexNamedFiles();
const spec = (specs: ReturnType<typeof completionSpecs>, name: string) =>
  specs.find((s) => s.name === name);

describe('completion in the data module editor', () => {
  it('without an installed schema: the names the text uses, the common elements, the BREX values', () => {
    const rules = completionBrexRules(text, undefined, defaults, [], xmldomParser);
    const specs = completionSpecs(undefined, text, rules);
    expect(spec(specs, 'proceduralStep')).toBeDefined();
    expect(spec(specs, 'warning')).toBeDefined();
    const emphasisType = spec(specs, 'emphasis')?.attributes.find((a) => a.name === 'emphasisType');
    expect(emphasisType?.values).toEqual(expect.arrayContaining(['em01', 'em02']));
    const infoCode = spec(specs, 'dmCode')?.attributes.find((a) => a.name === 'infoCode');
    expect(infoCode?.values).toEqual(expect.arrayContaining(['040', '520']));
    expect(spec(specs, 'dmStatus')?.children).toBeUndefined();
  });

  it('takes the default BREX of the issue the module names, and the project BREX after it', () => {
    const six = text.replace('S1000D_4-1', 'S1000D_6');
    expect(completionBrexRules(six, '4.1', defaults, [], xmldomParser)).not.toEqual(
      completionBrexRules(text, '6', defaults, [], xmldomParser),
    );
    const project = {
      name: 'project-brex',
      bytes: `<dmodule><content><brex><contextRules><structureObjectRuleGroup><structureObjectRule>
        <objectPath allowedObjectFlag="2">//@issueType</objectPath><objectUse>Ours</objectUse>
        <objectValue valueForm="single" valueAllowed="new">New</objectValue>
        <objectValue valueForm="single" valueAllowed="changed">Changed</objectValue>
        </structureObjectRule></structureObjectRuleGroup></contextRules></brex></content></dmodule>`,
    };
    const rules = completionBrexRules(text, undefined, defaults, [project], xmldomParser);
    const issueType = spec(completionSpecs(undefined, text, rules), 'dmStatus')?.attributes.find(
      (a) => a.name === 'issueType',
    );
    expect(issueType?.values).toEqual(['new', 'changed']);
    const broken = { name: 'broken', bytes: '<dmodule' };
    expect(completionBrexRules(text, undefined, [], [broken], xmldomParser)).toEqual([]);
  });

  it("from the project's installed schema: each element's children and declared attributes", () => {
    const read = readSchemaSet([{ path: 'S1000D_4-1.zip', bytes: miniXsdZip() }]);
    if (!read.ok) throw new Error(read.problems.join('; '));
    const index = indexSchemaSet(read.set, xmldomParser);
    const specs = completionSpecs(index, text);
    expect(spec(specs, 'dmodule')?.children).toEqual(
      expect.arrayContaining(['identAndStatusSection', 'content']),
    );
    expect(spec(specs, 'dmCode')?.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['modelIdentCode', 'infoCode', 'learnCode']),
    );
    // Names the schema does not declare are not offered.
    expect(spec(specs, 'proceduralStep')).toBeUndefined();
  });
});
