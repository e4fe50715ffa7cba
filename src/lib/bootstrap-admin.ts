/** The one configured bootstrap administrator (ADMIN_EMAIL at start, VITE_ADMIN_EMAIL when hosted). */
export const BOOTSTRAP_ADMIN_EMAIL =
  (import.meta.env.VITE_ADMIN_EMAIL as string | undefined)?.trim().toLowerCase() ||
  'admin@ips-studio.local';

/** Anyone can make a login for any address, so the administrator must prove theirs first. */
export function bootstrapVerifyFirstText(email: string) {
  return `Confirm that ${email} is yours before signing in as the administrator: we have sent a link to it. Open the link, then sign in again.`;
}
