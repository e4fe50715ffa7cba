import type { Manifest, Problem } from '../data/snapshot-store.ts';

const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

async function post(url: string, body: unknown) {
  const response = await fetch(url, { method: 'POST', headers: owner, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as unknown;
}

/** Every document in the database (all collections, any depth), and every Auth account. */
export async function countLoaded(firestoreHost: string, authHost: string, projectId: string) {
  const aggregation = (await post(
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents:runAggregationQuery`,
    {
      structuredAggregationQuery: {
        structuredQuery: { from: [{ allDescendants: true }] },
        aggregations: [{ alias: 'n', count: {} }],
      },
    },
  )) as { result?: { aggregateFields?: { n?: { integerValue?: string } } } }[];
  const accounts = (await post(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`,
    { returnUserInfo: false },
  )) as { recordsCount?: string };
  return {
    documents: Number(aggregation[0]?.result?.aggregateFields?.n?.integerValue ?? 0),
    accounts: Number(accounts.recordsCount ?? 0),
  };
}

/** A start over saved data goes on only if the emulators hold all of it. */
export function loadProblems(
  snapshotDir: string,
  manifest: Manifest,
  loaded: { documents: number; accounts: number },
): Problem[] {
  const problems: Problem[] = [];
  if (loaded.documents !== manifest.documents) {
    problems.push({
      file: `${snapshotDir}/firestore`,
      problem: `holds ${manifest.documents} documents, but the Firestore emulator loaded ${loaded.documents}`,
    });
  }
  if (loaded.accounts !== manifest.authAccounts) {
    problems.push({
      file: `${snapshotDir}/auth`,
      problem: `holds ${manifest.authAccounts} accounts, but the Auth emulator loaded ${loaded.accounts}`,
    });
  }
  return problems;
}
