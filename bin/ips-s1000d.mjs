#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader: the library stays one TypeScript source for
// browser and Node with no build step (see docs/decisions/103-cli-runs-through-tsx.md).
import { register } from 'tsx/esm/api';

register();
// `ips-s1000d … | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});
const { main } = await import('../src/s1000d/node/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
