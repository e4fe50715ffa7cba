/** The one configured bootstrap administrator (ADMIN_EMAIL at start, VITE_ADMIN_EMAIL when hosted). */
export const BOOTSTRAP_ADMIN_EMAIL =
  (import.meta.env.VITE_ADMIN_EMAIL as string | undefined)?.trim() || 'admin@ips-studio.local';
