export type Unsubscribe = () => void;
export type ListenerError = (error: Error) => void;

const open = new Set<Unsubscribe>();

/**
 * Every realtime listener is registered here so that sign-out can close them
 * all first; a listener left open after sign-out fails with permission-denied.
 */
export function trackListener(unsubscribe: Unsubscribe): Unsubscribe {
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    open.delete(close);
    unsubscribe();
  };
  open.add(close);
  return close;
}

export function closeAllListeners() {
  for (const close of [...open]) close();
}

export function openListenerCount() {
  return open.size;
}
