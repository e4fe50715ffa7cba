// Runs one emulator and ties its life to the process that started this tether.
//
//   node tether.mjs <what it serves> -- <command> [args…]
//
// The starter keeps the write end of a pipe that is our stdin. However the starter ends
// (Ctrl-C, SIGTERM, SIGKILL, its terminal closing) the kernel closes that pipe, we read its
// end, and kill the emulator at once: an emulator must never keep acknowledging writes that
// no one will save. Plain JavaScript so that it starts in milliseconds, without tsx.
// See docs/decisions/010-emulators-die-with-npm-start.md.
import { spawn } from 'node:child_process';

const dash = process.argv.indexOf('--');
const [command, ...args] = dash === -1 ? [] : process.argv.slice(dash + 1);
if (!command) {
  console.error('usage: node tether.mjs <label> -- <command> [args…]');
  process.exit(2);
}

// The emulator stays in our process group (the starter made us its leader), so a signal to
// the group reaches both of us.
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
const running = () => child.exitCode === null && child.signalCode === null;

const killNow = () => {
  if (running()) child.kill('SIGKILL');
};
process.stdin.on('end', killNow);
process.stdin.on('close', killNow);
process.stdin.on('error', killNow);
process.stdin.resume();
// Nothing of ours may crash before the kill: the starter may be gone, with our output.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});
process.on('exit', killNow);

// The starter stops the emulator gracefully through us: pass its signals on, then wait.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (running()) child.kill(signal);
  });
}

child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal === 'SIGKILL' ? 9 : 15));
});
