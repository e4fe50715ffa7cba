/**
 * What only a sign-in needs: its held writes and the bootstrap administrator's checks. It loads
 * beside the Firebase SDK, which a sign-in waits for anyway, so the /login shell stays in budget.
 */
export { holdSignInWrites } from './sign-in-writes.ts';
export { isBootstrapEmail, missingBootstrapRights } from '../access/bootstrap-admin.ts';
export { BOOTSTRAP_ADMIN_EMAIL, bootstrapVerifyFirstText } from '../lib/bootstrap-admin.ts';
