import { transfer } from 'comlink';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import type { ProjectSettings } from '../../../../s1000d/csdb/project-settings.ts';
import type { SectionChoice, ImportResult } from '../../../../s1000d/import/html-to-modules.ts';
import type { DocumentReading } from '../../../../s1000d/import/import-document.ts';
import { parseTargetSns } from '../../../../s1000d/import/target-sns.ts';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { JobCancelled } from '../../common/worker-job.ts';
import { inModulesWorker, inReadWorker } from './import-jobs.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The import's reading and preview: the chosen document read into sections in the worker,
 * then, whenever the author changes the SNS or a section's choices, the modules it would make
 * (codes, titles, problems), also from the worker.
 */
export function useDocumentImport(
  settings: ProjectSettings | null,
  rows: readonly ObjectListing[] | null,
) {
  const [reading, setReading] = useState<DocumentReading | null>(null);
  const [choices, setChoices] = useState<SectionChoice[]>([]);
  const [snsText, setSnsText] = useState('00-00-00');
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const existing = useMemo(() => rows?.map((r) => r.c) ?? [], [rows]);
  const sns = useMemo(() => parseTargetSns(snsText), [snsText]);

  const [previewError, setPreviewError] = useState<string | null>(null);
  const reading$ = useRef<AbortController | null>(null);

  const read = useSubmit(
    async (file: File) => {
      setReading(null);
      setPreview(null);
      setChoices([]);
      if (!settings) return;
      const controller = new AbortController();
      reading$.current = controller;
      const bytes = new Uint8Array(await file.arrayBuffer());
      setReading(
        await inReadWorker<DocumentReading>(
          (api) =>
            api.read(file.name, transfer(bytes, [bytes.buffer]), {
              settings,
              existing: [...existing],
            }),
          controller.signal,
        ),
      );
    },
    (failure) =>
      failure instanceof JobCancelled
        ? 'Reading cancelled. Nothing was changed.'
        : 'The document could not be read. Nothing was changed.',
  );

  const snsCode = sns.ok ? sns.sns : null;
  useEffect(() => {
    if (!reading?.ok || !settings || !snsCode) return;
    const controller = new AbortController();
    const sections = reading.sections;
    const timer = setTimeout(() => {
      inModulesWorker(
        (api) =>
          api.build(sections, {
            settings,
            sns: snsCode,
            date: today(),
            existing: [...existing],
            choices,
          }),
        controller.signal,
      ).then(
        (made) => {
          setPreview(made);
          setPreviewError(null);
        },
        (failure: unknown) => {
          // A newer preview replaced this one; anything else is said.
          if (failure instanceof JobCancelled) return;
          setPreview(null);
          setPreviewError(`The preview could not be made: ${(failure as Error).message}`);
        },
      );
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [reading, settings, snsCode, existing, choices]);

  const choose = (section: number, change: SectionChoice) =>
    setChoices((old) => {
      const next = [...old];
      next[section] = { ...old[section], ...change };
      return next;
    });
  const options = snsCode &&
    settings && { settings, sns: snsCode, date: today(), existing: [...existing], choices };
  /** Another project: its codes and settings differ, so the document is chosen again. */
  const reset = () => {
    reading$.current?.abort();
    setReading(null);
    setPreview(null);
    setChoices([]);
  };
  const cancelRead = () => reading$.current?.abort();
  return {
    reading,
    read,
    cancelRead,
    preview,
    previewError,
    choices,
    choose,
    snsText,
    setSnsText,
    sns,
    options,
    reset,
  };
}
