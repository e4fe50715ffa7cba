import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ProductInstance } from '../../../s1000d/applic/applic-tables.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { SearchHit } from '../../../s1000d/reader/search.ts';
import type { ReaderWorker } from '../common/reader-worker-client.ts';
import type { ReaderSource } from '../common/use-reader-source.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';

type Result = { key: string; title: string; hits: SearchHit[] };

type Props = {
  source: ReaderSource;
  worker: ReaderWorker | null;
  /** The data modules of the publication, in reading order. */
  modules: readonly ObjectListing[];
  product: ProductInstance | null;
  linkTo: (key: string, block: number, query: string) => string;
  onQuery: (query: string) => void;
};

/**
 * Finds text anywhere in the publication: every module is read once (in the worker, which
 * keeps it), only content that applies to the chosen product is searched.
 */
export function SearchPanel({ source, worker, modules, product, linkTo, onQuery }: Props) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Result[] | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim();
    onQuery(words);
    if (!worker || !words) {
      setResults(null);
      return;
    }
    setError(null);
    try {
      const known = new Set(await worker.known(modules.map((m) => m.h)));
      const items: { key: string; sha256: string; fileName: string; bytes?: Uint8Array }[] = [];
      let done = 0;
      for (const row of modules) {
        const item: (typeof items)[number] = {
          key: row.k,
          sha256: row.h,
          fileName: fileNameOfRow(row),
        };
        if (!known.has(row.h)) {
          setProgress(`Reading ${done + 1} of ${modules.length} data modules...`);
          item.bytes = (await source.read(row)).bytes;
        }
        done += 1;
        items.push(item);
      }
      setProgress(null);
      setResults(await worker.search(items, words, product));
    } catch (cause) {
      console.error('Search failed', cause);
      setProgress(null);
      setError('The search could not read every data module. Check the connection and try again.');
    }
  };
  const total = results?.reduce((sum, r) => sum + r.hits.length, 0) ?? 0;
  return (
    <div className="flex flex-col gap-2">
      <form
        role="search"
        aria-label="Search this publication"
        onSubmit={(e) => void run(e)}
        className="flex gap-2"
      >
        <label className="sr-only" htmlFor="publication-search">
          Search this publication
        </label>
        <input
          id="publication-search"
          type="search"
          className="field"
          placeholder="Search this publication"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button type="submit" className="btn-secondary" aria-label="Search">
          <Search aria-hidden className="h-4 w-4" />
        </button>
      </form>
      {progress && (
        <p role="status" className="text-sm text-slate-600">
          {progress}
        </p>
      )}
      <ErrorMessage plain text={error} />
      {results && (
        <div role="status" aria-live="polite" className="text-sm">
          <p className="text-slate-700">
            {total === 0
              ? 'No match in this publication.'
              : `${total} match${total === 1 ? '' : 'es'} in ${results.length} data module${results.length === 1 ? '' : 's'}`}
          </p>
          <ul className="mt-1 max-h-72 space-y-2 overflow-y-auto">
            {results.map((r) => (
              <li key={r.key}>
                <p className="font-medium text-slate-900">{r.title}</p>
                <ul className="space-y-0.5">
                  {r.hits.slice(0, 5).map((hit) => (
                    <li key={hit.k}>
                      <Link to={linkTo(r.key, hit.k, query.trim())} className="link">
                        {hit.snippet}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
