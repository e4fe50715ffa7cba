import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFreePort } from '../../scripts/emulators/ports.ts';
import { lostAPort, startTestEmulators } from '../../scripts/emulators/test-emulators.ts';

let taken: Server;
let takenPort: number;

beforeAll(async () => {
  // Holds the port; a probe that reaches it is hung up on, as a busy foreign server might.
  taken = createServer((socket) => socket.destroy());
  await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
  takenPort = (taken.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((done) => taken.close(() => done())));

describe('the test emulators', () => {
  it('start on new ports when the Firestore port they were given was taken meanwhile', async () => {
    const asked: number[] = [];
    const emulators = await startTestEmulators(async () => {
      const firestore = asked.length === 0 ? takenPort : await getFreePort();
      asked.push(firestore);
      return {
        firestore,
        auth: await getFreePort(),
        hub: await getFreePort(),
        logging: await getFreePort(),
      };
    });
    try {
      expect(asked).toHaveLength(2);
      expect(emulators.firestoreHost).toBe(`127.0.0.1:${asked[1]}`);
      const answer = await fetch(`http://${emulators.firestoreHost}/`);
      expect(answer.ok).toBe(true);
    } finally {
      await emulators.stop();
    }
  }, 180_000);

  it('tell a lost port from other failures', () => {
    expect(lostAPort(new Error('java.net.BindException: Address already in use'))).toBe(true);
    expect(lostAPort(new Error('Port 9099 is not open on localhost, could not start Auth'))).toBe(
      true,
    );
    expect(lostAPort(new Error('The rules did not compile'))).toBe(false);
    expect(lostAPort('Address already in use')).toBe(false);
  });
});
