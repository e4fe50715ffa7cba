import {
  onSnapshot,
  type DocumentData,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { trackListener, type ListenerError, type Unsubscribe } from './listeners.ts';

type Read<T> = (id: string, data: DocumentData) => T;

/** A query's documents, live, each read with `read`; in `compare`'s order when one is given. */
export function listenList<T>(
  source: Query,
  read: Read<T>,
  onChange: (items: T[]) => void,
  onError: ListenerError,
  compare?: (a: T, b: T) => number,
): Unsubscribe {
  return trackListener(
    onSnapshot(
      source,
      (snapshot) => {
        const items = snapshot.docs.map((d) => read(d.id, d.data()));
        onChange(compare ? items.sort(compare) : items);
      },
      onError,
    ),
  );
}

/** One document, live: null while it does not exist. */
export function listenDoc<T>(
  ref: DocumentReference,
  read: Read<T>,
  onChange: (item: T | null) => void,
  onError: ListenerError,
): Unsubscribe {
  return trackListener(
    onSnapshot(ref, (s) => onChange(s.exists() ? read(s.id, s.data()) : null), onError),
  );
}

/**
 * A repository's `listen(key, onChange, onError)` over the query `source` makes of the key
 * (a bucket's, a project's, a teacher's): the list each such method wrote around listenList.
 */
export function liveList<K, T>(
  source: (key: K) => Query,
  read: Read<T>,
  compare?: (a: T, b: T) => number,
) {
  return (key: K, onChange: (items: T[]) => void, onError: ListenerError): Unsubscribe =>
    listenList(source(key), read, onChange, onError, compare);
}

/** A repository's `listen(key, onChange, onError)` over the one document `ref` names. */
export function liveDoc<K, T>(ref: (key: K) => DocumentReference, read: Read<T>) {
  return (key: K, onChange: (item: T | null) => void, onError: ListenerError): Unsubscribe =>
    listenDoc(ref(key), read, onChange, onError);
}

/**
 * A repository's `listen(key, onChange, onError)` over the query `source` makes of the key,
 * whose documents `read` makes into one value: a sorted list, a map by id, an index.
 */
export function liveQuery<K, T>(
  source: (key: K) => Query,
  read: (docs: QueryDocumentSnapshot[]) => T,
) {
  return (key: K, onChange: (value: T) => void, onError: ListenerError): Unsubscribe =>
    trackListener(onSnapshot(source(key), (snapshot) => onChange(read(snapshot.docs)), onError));
}
