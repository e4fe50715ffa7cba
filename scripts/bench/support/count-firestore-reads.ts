/**
 * Counts what the Firestore SDK's debug log (console) shows of a page's Listen
 * stream: every read, getDoc and getDocs included, goes through it in the web SDK.
 */
export type FirestoreReads = {
  /** Documents the server sent: each is a billed read. */
  documents: number;
  /** Queries and document lookups the page opened. */
  targets: number;
};

const RECEIVED = /RPC 'Listen' stream \S+ received:/;
const SENDING = /RPC 'Listen' stream \S+ sending:/;

export function countFirestoreReads(consoleLines: readonly string[]): FirestoreReads {
  let documents = 0;
  let targets = 0;
  for (const line of consoleLines) {
    if (RECEIVED.test(line)) documents += line.match(/"documentChange":/g)?.length ?? 0;
    else if (SENDING.test(line)) targets += line.match(/"addTarget":/g)?.length ?? 0;
  }
  return { documents, targets };
}
