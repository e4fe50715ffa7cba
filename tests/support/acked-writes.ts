/**
 * Clients that write as fast as they can through `npm start`'s ports and remember every
 * write the emulators acknowledged, with when: documents through Firestore's REST API and
 * accounts through Auth's sign-up. They stop at the first write that fails (the server went
 * away). A later start must hold every acknowledged one (see tests/durability).
 */
const PROJECT = 'demo-ips-studio';
const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

export type Ack = { id: string; at: number };

export type Writers = {
  documents: Ack[];
  accounts: Ack[];
  /** Resolves once `count` writes of each kind are acknowledged. */
  acknowledged(count: number): Promise<void>;
  /** Resolves when every writer has met a failure (or was told to stop). */
  done(): Promise<void>;
  stop(): void;
};

export function startWriters(
  firestoreHost: string,
  authHost: string,
  prefix: string,
  lanes = 3,
): Writers {
  const documents: Ack[] = [];
  const accounts: Ack[] = [];
  let stopped = false;
  const writeDocument = async (id: string) => {
    const response = await fetch(
      `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents/acks/${id}`,
      {
        method: 'PATCH',
        headers: owner,
        body: JSON.stringify({ fields: { id: { stringValue: id } } }),
        signal: AbortSignal.timeout(20_000),
      },
    );
    if (!response.ok) throw new Error(`${response.status}`);
  };
  const writeAccount = async (id: string) => {
    const response = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `${id}@example.com`,
          password: 'secret-password',
          returnSecureToken: true,
        }),
        signal: AbortSignal.timeout(20_000),
      },
    );
    if (!response.ok) throw new Error(`${response.status}`);
  };
  const lane = async (
    kind: string,
    write: (id: string) => Promise<void>,
    acks: Ack[],
    n: number,
  ) => {
    for (let i = 0; !stopped; i++) {
      const id = `${prefix}-${kind}${n}-${i}`;
      try {
        await write(id);
      } catch {
        return; // the server is gone, or going: this write was never acknowledged
      }
      acks.push({ id, at: Date.now() });
    }
  };
  const running = Promise.all([
    ...Array.from({ length: lanes }, (_, n) => lane('d', writeDocument, documents, n)),
    lane('a', writeAccount, accounts, 0),
  ]);
  return {
    documents,
    accounts,
    async acknowledged(count) {
      while (documents.length < count || accounts.length < count) {
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    done: () => running.then(() => undefined),
    stop: () => {
      stopped = true;
    },
  };
}

/** Every document id in `acks`, and every account e-mail, through the emulators' ports. */
export async function readBack(firestoreHost: string, authHost: string) {
  const ids = new Set<string>();
  let pageToken = '';
  do {
    const response = await fetch(
      `http://${firestoreHost}/v1/projects/${PROJECT}/databases/(default)/documents/acks?pageSize=1000${pageToken ? `&pageToken=${pageToken}` : ''}`,
      { headers: owner },
    );
    const page = (await response.json()) as {
      documents?: { name: string }[];
      nextPageToken?: string;
    };
    for (const d of page.documents ?? []) ids.add(d.name.split('/').at(-1)!);
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:query`,
    {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ returnUserInfo: true }),
    },
  );
  const found = (await response.json()) as { userInfo?: { email?: string }[] };
  const emails = new Set((found.userInfo ?? []).map((u) => u.email?.split('@')[0] ?? ''));
  return { ids, emails };
}
