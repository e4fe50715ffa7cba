import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuthEmulatorAdmin } from '../scripts/emulators/auth-admin.ts';
import { getFreePort } from '../scripts/emulators/ports.ts';
import { startEmulators, type RunningEmulators } from '../scripts/emulators/start-emulators.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ips-persist-'));
const projectId = 'demo-ips-persistence';
let running: RunningEmulators | undefined;
afterAll(async () => {
  await running?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  running = await startEmulators({
    projectId,
    ports: {
      firestore: await getFreePort(),
      auth: await getFreePort(),
      hub: await getFreePort(),
      logging: await getFreePort(),
    },
    rulesPath: resolve(import.meta.dirname, '../firestore.rules'),
    dataDir,
  });
  return running;
}

const docUrl = (e: RunningEmulators) =>
  `http://${e.firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/notes/kept`;
const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

describe('data kept across restarts', () => {
  it('reads back Firestore documents and Auth users after a stop like Ctrl-C', async () => {
    const first = await start();
    const write = await fetch(docUrl(first), {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ fields: { text: { stringValue: 'still here' } } }),
    });
    expect(write.ok).toBe(true);
    const uid = await createAuthEmulatorAdmin(first.authHost, projectId).createUser(
      'kept@example.com',
      'secret-password',
    );
    // What Ctrl-C does in `npm start`: save, then stop.
    await first.exportData();
    await first.stop();
    running = undefined;

    const second = await start();
    const read = await fetch(docUrl(second), { headers: owner });
    expect(read.ok).toBe(true);
    const body = (await read.json()) as { fields: { text: { stringValue: string } } };
    expect(body.fields.text.stringValue).toBe('still here');
    expect(
      await createAuthEmulatorAdmin(second.authHost, projectId).findUid('kept@example.com'),
    ).toBe(uid);
  }, 120_000);
});
