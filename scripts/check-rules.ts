// Compiles firestore.rules in a throwaway Firestore emulator and exits non-zero
// with the compiler's messages when it does not compile (npm run check).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findFirestoreJar } from './emulators/firestore-jar.ts';
import { getFreePort, waitForHttp } from './emulators/ports.ts';

const PROJECT_ID = 'demo-ips-studio-rules-check';
const rulesPath = resolve(import.meta.dirname, '..', process.argv[2] ?? 'firestore.rules');

type RulesIssue = { sourcePosition?: { line?: number; column?: number }; description?: string };

/** PUTs the rules the way @firebase/rules-unit-testing does; the emulator compiles them. */
async function compile(host: string, rules: string): Promise<string[]> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (response.ok) return [];
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { error?: { message?: string; details?: RulesIssue[] } };
    const issues = (body.error?.details ?? []).map(
      (d) =>
        `line ${d.sourcePosition?.line ?? '?'}:${d.sourcePosition?.column ?? '?'} ${d.description ?? ''}`,
    );
    return issues.length > 0 ? issues : [body.error?.message ?? text];
  } catch {
    return [text];
  }
}

async function main() {
  const rules = readFileSync(rulesPath, 'utf8');
  const port = await getFreePort();
  const host = `127.0.0.1:${port}`;
  const java = spawn(
    process.env.JAVA ?? 'java',
    [
      '-Duser.language=en',
      '-cp',
      findFirestoreJar(),
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--project_id',
      PROJECT_ID,
    ],
    { stdio: 'ignore' },
  );
  const alive = () => java.exitCode === null && java.signalCode === null;
  try {
    await waitForHttp(`http://${host}/`, 60_000, alive);
    const issues = await compile(host, rules);
    if (issues.length > 0) {
      console.error(`${rulesPath} does not compile:\n${issues.join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log(`${rulesPath} compiles.`);
    }
  } finally {
    java.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
