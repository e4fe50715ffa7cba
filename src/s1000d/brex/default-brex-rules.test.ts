import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readXmlFile } from '../node/read-xml-file';
import { bikeFiles, DEFAULT_BREX_DIR, isXmlFile } from '../node/test-fixtures';
import { readBrex } from './read-brex';
import { documentNames, provablyEmpty, requiredNames } from './path-prefilter';
import { evaluateObjectPath, rootNamespaces } from './xpath';

const brexFiles = readdirSync(DEFAULT_BREX_DIR).sort();
const sample = bikeFiles(isXmlFile)
  .filter((_, i) => i % 17 === 0)
  .map((f) => readXmlFile(f));

describe('the seven default BREX', () => {
  it('are read with their rules, Issue 3.0 names included', () => {
    const counts = brexFiles.map(
      (f) => readBrex(readXmlFile(`${DEFAULT_BREX_DIR}/${f}`)).structureRules.length,
    );
    // Sorted file names: 3.0 (AE-A), 4.0.1 (A), 4.0.2 (D), 4.1 (E), 4.2 (F), 5.0 (G), 6 (H).
    expect(counts).toEqual([37, 78, 78, 244, 260, 264, 269]);
    const issue6 = readBrex(readXmlFile(`${DEFAULT_BREX_DIR}/${brexFiles[6]!}`));
    expect(issue6.structureRules).toHaveLength(269);
    expect(issue6.structureRules.filter((r) => r.objectValues.length > 0)).toHaveLength(93);
  });

  it('every objectPath of every default BREX compiles and runs with the XPath engine', () => {
    const doc = sample[0]!.document;
    const namespaces = rootNamespaces(doc);
    for (const file of brexFiles) {
      for (const rule of readBrex(readXmlFile(`${DEFAULT_BREX_DIR}/${file}`)).structureRules) {
        const result = evaluateObjectPath(rule.objectPath, doc, namespaces);
        expect(result.ok ? 'ok' : `${file}: ${rule.objectPath}: ${result.error}`).toBe('ok');
      }
    }
  }, 60_000);

  it('the name pre-check never hides a result XPath would find (soundness on samples)', () => {
    const rules = readBrex(readXmlFile(`${DEFAULT_BREX_DIR}/${brexFiles[3]!}`)).structureRules;
    let skipped = 0;
    for (const object of sample) {
      const names = documentNames(object.document);
      for (const rule of rules) {
        if (!provablyEmpty(requiredNames(rule.objectPath), names)) continue;
        skipped++;
        const result = evaluateObjectPath(
          rule.objectPath,
          object.document,
          rootNamespaces(object.document),
        );
        expect(result.ok && result.items.filter((i) => i !== false)).toEqual([]);
      }
    }
    expect(skipped).toBeGreaterThan(100);
  }, 60_000);

  it('extracts required names only from plain location paths', () => {
    expect(requiredNames('//a/b[@c = 1]/@d')).toEqual({ elements: ['a', 'b'], attributes: ['d'] });
    expect(requiredNames('//a | //b')).toBeUndefined();
    expect(requiredNames('count(//a) > 0')).toBeUndefined();
    expect(requiredNames('//a[not(//b)]')).toEqual({ elements: ['a'], attributes: [] });
  });
});
