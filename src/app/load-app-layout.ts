/** The signed-in shell (headlessui, date-fns): not needed to paint the public pages. */
export const loadAppLayout = () =>
  import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout }));
