import {
  collection,
  doc,
  getDocs,
  onSnapshot,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { SteSettingsRefused, type StoredSteRun } from '../domain/ste.ts';
import type { SteRunSummary } from '../s1000d/ste/ste-runs.ts';
import { STE_RULE_IDS, STE_SEVERITIES, type SteRuleId } from '../s1000d/ste/ste-rules.ts';
import {
  defaultSteSettings,
  validateSteSettings,
  type SteSettings,
} from '../s1000d/ste/ste-settings.ts';
import { readNumber, readString, readStringList, toDate } from './convert.ts';
import { trackListener, type ListenerError, type Unsubscribe } from './listeners.ts';
import { liveList } from './live.ts';
import type { Actor } from './s1000d-store-types.ts';

/** The history keeps the last 50 runs: run n sits in slot run-(n % 50) (decision 1062). */
export const STE_RUN_SLOTS = 50;
const slotOf = (seq: number) => `run-${seq % STE_RUN_SLOTS}`;

/** Settings as stored: flat lists and maps firestore.rules can check whole. */
function toSettings(data: DocumentData): SteSettings {
  const on = (data.ruleOn ?? {}) as Record<string, unknown>;
  const severity = (data.ruleSeverity ?? {}) as Record<string, unknown>;
  const defaults = defaultSteSettings();
  const checked = validateSteSettings({
    rules: Object.fromEntries(
      STE_RULE_IDS.map((id) => [
        id,
        {
          on: typeof on[id] === 'boolean' ? on[id] : defaults.rules[id].on,
          severity: STE_SEVERITIES.find((s) => s === severity[id]) ?? defaults.rules[id].severity,
        },
      ]),
    ),
    glossary: [
      ...readStringList(data, 'nouns').map((term) => ({ term, kind: 'noun' })),
      ...readStringList(data, 'verbs').map((term) => ({ term, kind: 'verb' })),
      ...readStringList(data, 'avoid').map((entry) => {
        const [term, use] = entry.split('\t');
        return { term, kind: 'avoid', ...(use ? { use } : {}) };
      }),
    ],
    textTypes: data.textTypes ?? {},
  });
  return checked.ok ? checked.value : defaults;
}

function toDocument(settings: SteSettings, actor: Actor) {
  const terms = (kind: 'noun' | 'verb') =>
    settings.glossary.filter((e) => e.kind === kind).map((e) => e.term);
  return {
    ruleOn: Object.fromEntries(STE_RULE_IDS.map((id) => [id, settings.rules[id].on])),
    ruleSeverity: Object.fromEntries(STE_RULE_IDS.map((id) => [id, settings.rules[id].severity])),
    nouns: terms('noun'),
    verbs: terms('verb'),
    avoid: settings.glossary.flatMap((e) =>
      e.kind === 'avoid' ? [e.use ? `${e.term}\t${e.use}` : e.term] : [],
    ),
    textTypes: { ...settings.textTypes },
    updatedAt: serverTimestamp(),
    updatedBy: actor.uid,
  };
}

function toRun(data: DocumentData): StoredSteRun {
  const raw = (data.byRule ?? {}) as Record<string, unknown>;
  const byRule = Object.fromEntries(
    STE_RULE_IDS.map((r) => [r, typeof raw[r] === 'number' ? raw[r] : 0]),
  ) as Record<SteRuleId, number>;
  return {
    seq: readNumber(data, 'seq'),
    at: toDate(data.at),
    by: readString(data, 'by'),
    byName: readString(data, 'byName'),
    modules: readNumber(data, 'modules'),
    sentences: readNumber(data, 'sentences'),
    words: readNumber(data, 'words'),
    errors: readNumber(data, 'errors'),
    warnings: readNumber(data, 'warnings'),
    infos: readNumber(data, 'infos'),
    byRule,
  };
}

export class SteRunConflict extends Error {
  constructor() {
    super('Other runs were being recorded at the same time; this run was not kept.');
  }
}

/** A project's STE settings (one document) and the summaries of its last runs (decision 1062). */
export function createSteRepository(db: Firestore) {
  const settingsDoc = (projectId: string) =>
    doc(db, 's1000dProjects', projectId, 'ste', 'settings');
  const runs = (projectId: string) => collection(db, 's1000dProjects', projectId, 'steRuns');
  return {
    /** The settings, live; the defaults while the project has none stored. */
    listenSettings(
      projectId: string,
      onChange: (settings: SteSettings, stored: boolean) => void,
      onError: ListenerError,
    ): Unsubscribe {
      return trackListener(
        onSnapshot(
          settingsDoc(projectId),
          (snapshot) =>
            snapshot.exists()
              ? onChange(toSettings(snapshot.data()), true)
              : onChange(defaultSteSettings(), false),
          onError,
        ),
      );
    },

    /**
     * Changes the settings from what is stored now (in a transaction, so two colleagues'
     * changes both land); settings the checker would refuse are refused, nothing written.
     */
    async updateSettings(
      projectId: string,
      change: (current: SteSettings) => SteSettings,
      actor: Actor,
    ): Promise<SteSettings> {
      return runTransaction(db, async (transaction) => {
        const current = await transaction.get(settingsDoc(projectId));
        const next = change(current.exists() ? toSettings(current.data()) : defaultSteSettings());
        const checked = validateSteSettings(next);
        if (!checked.ok) throw new SteSettingsRefused(checked.problems);
        transaction.set(settingsDoc(projectId), toDocument(checked.value, actor));
        return checked.value;
      });
    },

    /** The kept runs, oldest first. */
    listenRuns: liveList(
      runs,
      (_id, data) => toRun(data),
      (a, b) => a.seq - b.seq,
    ),

    /**
     * Keeps a run's summary as the next run: in its slot, replacing the run 50 before it. A run
     * recorded at the same moment by someone else takes the next number instead.
     */
    async recordRun(projectId: string, summary: SteRunSummary, actor: Actor): Promise<number> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const kept = await getDocs(runs(projectId));
        const seq = Math.max(0, ...kept.docs.map((d) => readNumber(d.data(), 'seq'))) + 1;
        const slot = doc(runs(projectId), slotOf(seq));
        const written = await runTransaction(db, async (transaction) => {
          const current = await transaction.get(slot);
          if (current.exists() && readNumber(current.data(), 'seq') >= seq) return false;
          transaction.set(slot, {
            seq,
            ...summary,
            byRule: { ...summary.byRule },
            at: serverTimestamp(),
            by: actor.uid,
            byName: actor.name.slice(0, 100),
          });
          return true;
        });
        if (written) return seq;
      }
      throw new SteRunConflict();
    },
  };
}

export type SteRepository = ReturnType<typeof createSteRepository>;
