import { useDeferredValue, useId, useMemo, useState } from 'react';
import { DownloadButton } from '../../../ui/download-button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { componentNameError, htmlToJsx } from './html-to-jsx.ts';
import { WarningList } from './warning-list.tsx';
import { Panel } from '../../../ui/panel.tsx';

const SAMPLE = `<div class="warning">
  <p>Make sure that the <b>bicycle</b> is stable.</p>
  <label for="ok">Done</label> <input id="ok" type="checkbox" checked>
</div>`;

export default function HtmlToReactPage() {
  const id = useId();
  const [html, setHtml] = useState(SAMPLE);
  const [wrap, setWrap] = useState(false);
  const [name, setName] = useState('ConvertedPage');
  const [copyStatus, setCopyStatus] = useState<string | null>(null);
  const deferredHtml = useDeferredValue(html);
  const nameError = wrap ? componentNameError(name.trim()) : null;
  const result = useMemo(
    () => htmlToJsx(deferredHtml, wrap && !nameError ? { componentName: name.trim() } : {}),
    [deferredHtml, wrap, name, nameError],
  );
  const ready = result.jsx !== '' && !nameError;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.jsx);
      setCopyStatus('JSX copied to the clipboard.');
    } catch {
      setCopyStatus('The browser did not allow copying: select the JSX and copy it yourself.');
    }
  };
  const fileName = `${wrap && !nameError ? name.trim() : 'converted'}.jsx`;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="HTML to React"
        intro="Paste HTML, for example a legacy manual page or an HTML preview of a data module, and get JSX for a React component."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id={`${id}-in`} title="HTML" bare className="flex flex-col gap-3">
          <label htmlFor={`${id}-html`} className="sr-only">
            HTML to convert
          </label>
          <textarea
            id={`${id}-html`}
            className="field min-h-72 font-mono"
            spellCheck={false}
            value={html}
            onChange={(e) => {
              setHtml(e.target.value);
              setCopyStatus(null);
            }}
          />
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={wrap} onChange={(e) => setWrap(e.target.checked)} />
            Wrap as a component
          </label>
          {wrap && (
            <TextField
              label="Component name"
              value={name}
              error={nameError ?? undefined}
              onChange={(e) => setName(e.target.value)}
            />
          )}
          <WarningList warnings={result.warnings} />
        </Panel>
        <Panel id={`${id}-out`} title="JSX" bare className="flex flex-col gap-3">
          <label htmlFor={`${id}-jsx`} className="sr-only">
            Converted JSX
          </label>
          <textarea
            id={`${id}-jsx`}
            className="field min-h-72 bg-slate-50 font-mono"
            readOnly
            spellCheck={false}
            value={result.jsx}
          />
          <p className="text-sm text-slate-600">
            {result.roots > 1 && !wrap
              ? `${result.roots} top-level elements, wrapped in a Fragment.`
              : result.roots === 0
                ? 'Nothing to convert yet.'
                : ''}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={!ready} onClick={copy}>
              Copy JSX
            </button>
            <DownloadButton
              fileName={fileName}
              type="text/jsx"
              content={() => result.jsx}
              disabled={!ready}
            >
              Download {fileName}
            </DownloadButton>
          </div>
          {copyStatus && (
            <p role="status" className="text-sm text-slate-700">
              {copyStatus}
            </p>
          )}
        </Panel>
      </div>
    </div>
  );
}
