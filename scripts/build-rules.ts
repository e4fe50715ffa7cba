import { join } from 'node:path';
import { loadEnv } from 'vite';
import { DEFAULT_ADMIN_EMAIL, ROOT } from './config.ts';
import { AdminEmailError, writeRulesForAdmin } from './rules-admin-email.ts';

/**
 * `npm run build`'s second half: build/firestore.rules (what firebase.json
 * deploys) with the same VITE_ADMIN_EMAIL the app was built with.
 */
const env = loadEnv('production', ROOT, 'VITE_');
const email = env.VITE_ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL;
try {
  const path = writeRulesForAdmin(email, join(ROOT, 'build', 'firestore.rules'));
  console.log(`${path} written for the administrator ${email.toLowerCase()}.`);
} catch (error) {
  if (!(error instanceof AdminEmailError)) throw error;
  console.error(error.message);
  process.exit(1);
}
