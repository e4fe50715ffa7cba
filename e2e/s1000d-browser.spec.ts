import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';
import { decodeXmlBytes } from '../src/s1000d/xml/decode-xml-bytes.ts';

const ROOT = resolve(import.meta.dirname, '..');
const FIXTURES = resolve(ROOT, 'tests/fixtures/s1000d');
const BIKE = join(FIXTURES, 'bike-4.1');
const read = (path: string) => decodeXmlBytes(readFileSync(path));

// The engine as the browser runs it: Chromium's own DOMParser, no xmldom.
const ENTRY = `
import { loadXml } from './src/s1000d/xml/load-xml';
import { checkBrex } from './src/s1000d/brex/check-brex';
window.check = (texts, names, brexText) => {
  const brex = loadXml(brexText, { fileName: 'brex.xml' });
  return texts.map((t, i) =>
    checkBrex(loadXml(t, { fileName: names[i] }), [brex]).findings.map((f) => ({
      object: f.object, line: f.line, path: f.path, fail: f.fail,
    })),
  );
};`;

type Finding = { object: string; line?: number; path?: string; fail: boolean };

test('the S1000D engine in Chromium finds what it finds in Node on the bike set', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const bundle = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  await page.setContent('<!doctype html><title>engine</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  const check = (texts: string[], names: string[], brex: string) =>
    page.evaluate(
      ([t, n, b]) =>
        (
          window as unknown as { check: (t: string[], n: string[], b: string) => Finding[][] }
        ).check(t, n, b),
      [texts, names, brex] as const,
    );

  const names = readdirSync(BIKE)
    .filter((n) => /\.xml$/i.test(n))
    .sort();
  const texts = names.map((n) => read(join(BIKE, n)));
  const defaultBrex = read(
    join(
      ROOT,
      'src/s1000d/reference/default-brex/DMC-S1000D-E-04-10-0301-00A-022A-D_012-00_EN-US.XML',
    ),
  );
  const againstDefault = await check(texts, names, defaultBrex);
  expect(names.length).toBe(103);
  expect(againstDefault.flat()).toEqual([]);

  const projectBrex = read(join(BIKE, 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML'));
  const h31a = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US.XML';
  const [findings] = await check([read(join(BIKE, h31a))], [h31a], projectBrex);
  expect(findings).toEqual([
    {
      object: h31a,
      line: 13,
      path: '/dmodule[1]/identAndStatusSection[1]/dmAddress[1]/dmIdent[1]/dmCode[1]/@infoCode',
      fail: true,
    },
  ]);
});
