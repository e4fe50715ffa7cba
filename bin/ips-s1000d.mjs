#!/usr/bin/env -S node --max-semi-space-size=1
// (A small young generation keeps a long check's resident memory down at no cost in speed.)
// Runs the TypeScript CLI through tsx's loader: the library stays one TypeScript source for
// browser and Node with no build step (see docs/decisions/103-cli-runs-through-tsx.md).
import { register } from 'tsx/esm/api';

// Output piped into head or less ends quietly when the reader closes the pipe.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
// libxml2's WebAssembly module is loaded natively, before tsx's loader would transform it
// (a 1 MB module through esbuild costs ~150 MB of memory).
await import('libxml2-wasm/lib/libxml2raw.mjs');

register();
// `ips-s1000d … | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
const { main } = await import('../src/s1000d/node/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
