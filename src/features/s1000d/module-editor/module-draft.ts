/** An author's unsaved text, kept in this browser until it is saved or thrown away. */
export type ModuleDraft = { text: string; basedOn: string; keptAt: string };

const keyOf = (projectId: string, objectKey: string) =>
  `ips-studio:module-draft:${projectId}:${objectKey}`;

export function readDraft(projectId: string, objectKey: string): ModuleDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(projectId, objectKey));
    const draft = raw ? (JSON.parse(raw) as Partial<ModuleDraft>) : null;
    return draft && typeof draft.text === 'string' && typeof draft.basedOn === 'string'
      ? { text: draft.text, basedOn: draft.basedOn, keptAt: String(draft.keptAt ?? '') }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser refuses (storage full or disabled). */
export function keepDraft(projectId: string, objectKey: string, draft: ModuleDraft): boolean {
  try {
    localStorage.setItem(keyOf(projectId, objectKey), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function dropDraft(projectId: string, objectKey: string) {
  try {
    localStorage.removeItem(keyOf(projectId, objectKey));
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/** The draft to offer back on opening: only one whose text differs from the stored issue's. */
export function draftToOffer(kept: ModuleDraft | null, storedText: string): ModuleDraft | null {
  return kept && kept.text !== storedText ? kept : null;
}
