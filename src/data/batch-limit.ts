/** Firestore commits at most 500 writes in one batch. */
export const BATCH_LIMIT = 500;
