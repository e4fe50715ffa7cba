import { autocompletion } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { xml, type ElementSpec } from '@codemirror/lang-xml';
import {
  bracketMatching,
  foldGutter,
  syntaxHighlighting,
  defaultHighlightStyle,
} from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic as CmDiagnostic } from '@codemirror/lint';
import { searchKeymap } from '@codemirror/search';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine } from '@codemirror/view';
import { forwardRef, memo, useEffect, useImperativeHandle, useRef } from 'react';
import type { CompletionSpec } from '../../../s1000d/authoring/completion.ts';
import type { Diagnostic } from '../../../s1000d/authoring/diagnostics.ts';
import { SETTLE_MS } from './editor-timing.ts';

export type XmlCodeEditorHandle = {
  /** Moves the cursor to a line and shows it. */
  goToLine(line: number): void;
  /** Replaces the selection (or inserts at the cursor). */
  insert(text: string): void;
  /** Replaces the whole text, as one undoable change. */
  replaceAll(text: string): void;
  /**
   * Replaces the text with `next`, worked out from `base`, only if the text is still `base`:
   * false (nothing changed) when the author typed while the edit was being worked out.
   */
  replaceIfUnchanged(base: string, next: string): boolean;
  /** The text as it is now (state updates reach the page a moment later). */
  text(): string;
  /** Where the cursor is, as an offset in the text. */
  cursor(): number;
};

type Props = {
  initial: string;
  /**
   * The whole text, SETTLE_MS after the last change: a keystroke itself only restarts a timer,
   * so a 1 MB text is neither copied nor handed to React on each key (decision 1421).
   */
  onSettled: (text: string) => void;
  /** A change reached the text (called on each key: keep it to a flag). */
  onKeyed: () => void;
  /** The text as the editor goes (the page is left): the last keys may not have settled. */
  onLeave?: (text: string) => void;
  diagnostics: readonly Diagnostic[];
  completion: readonly CompletionSpec[];
};

const languageSlot = new Compartment();

/**
 * Each line paints on its own (decision 1681): without it Chromium records the paint of every
 * drawn line, each highlighted tag and value a box of its own, on every key; with it the lines
 * a key did not touch keep their recorded paint. Same colours, about a tenth of the paint.
 */
const linesPaintAlone = EditorView.theme({ '.cm-line': { contain: 'paint' } });

function languageOf(specs: readonly CompletionSpec[]) {
  const elements: ElementSpec[] = specs.map((s) => ({
    name: s.name,
    ...(s.children ? { children: s.children } : {}),
    attributes: s.attributes.map((a) => (a.values ? { name: a.name, values: a.values } : a.name)),
  }));
  return xml({ elements });
}

/**
 * CodeMirror 6 with its XML language (decision 1002): line numbers, folding, search, undo,
 * element and attribute completion, and the editor's diagnostics in the gutter. The text is
 * the document: nothing parses it here. Memoized: the page renders again each time the text
 * settles, which the editor, holding the text itself, has no need to follow.
 */
export const XmlCodeEditor = memo(
  forwardRef<XmlCodeEditorHandle, Props>(function XmlCodeEditor(
    { initial, onSettled, onKeyed, onLeave, diagnostics, completion },
    ref,
  ) {
    const host = useRef<HTMLDivElement>(null);
    const view = useRef<EditorView | null>(null);
    const settled = useRef(onSettled);
    settled.current = onSettled;
    const keyed = useRef(onKeyed);
    keyed.current = onKeyed;
    const leaving = useRef(onLeave);
    leaving.current = onLeave;

    useEffect(() => {
      let settling: ReturnType<typeof setTimeout> | undefined;
      const editor = new EditorView({
        parent: host.current!,
        state: EditorState.create({
          doc: initial,
          extensions: [
            lineNumbers(),
            foldGutter(),
            history(),
            bracketMatching(),
            highlightActiveLine(),
            syntaxHighlighting(defaultHighlightStyle),
            linesPaintAlone,
            autocompletion(),
            lintGutter(),
            languageSlot.of(languageOf([])),
            keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap]),
            EditorView.lineWrapping,
            EditorView.contentAttributes.of({ 'aria-label': 'XML of the data module' }),
            EditorView.updateListener.of((update) => {
              if (!update.docChanged) return;
              keyed.current();
              clearTimeout(settling);
              settling = setTimeout(() => settled.current(editor.state.doc.toString()), SETTLE_MS);
            }),
          ],
        }),
      });
      view.current = editor;
      return () => {
        clearTimeout(settling);
        leaving.current?.(editor.state.doc.toString());
        editor.destroy();
      };
      // The editor is made once; later texts arrive through replaceAll.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);

    useEffect(() => {
      view.current?.dispatch({ effects: languageSlot.reconfigure(languageOf(completion)) });
    }, [completion]);

    useEffect(() => {
      const editor = view.current;
      if (!editor) return;
      const doc = editor.state.doc;
      const marks: CmDiagnostic[] = diagnostics.map((d) => {
        const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
        return {
          from: line.from,
          to: line.to,
          severity: d.severity,
          message: d.message,
          source: d.source,
        };
      });
      editor.dispatch(setDiagnostics(editor.state, marks));
    }, [diagnostics]);

    useImperativeHandle(ref, () => ({
      goToLine(line) {
        const editor = view.current;
        if (!editor) return;
        const at = editor.state.doc.line(Math.min(Math.max(line, 1), editor.state.doc.lines));
        editor.dispatch({ selection: { anchor: at.from }, scrollIntoView: true });
        editor.focus();
      },
      insert(text) {
        const editor = view.current;
        if (!editor) return;
        editor.dispatch(editor.state.replaceSelection(text));
        editor.focus();
      },
      text: () => view.current?.state.doc.toString() ?? '',
      cursor: () => view.current?.state.selection.main.head ?? 0,
      replaceIfUnchanged(base, next) {
        const editor = view.current;
        if (!editor || editor.state.doc.toString() !== base) return false;
        replaceAll(editor, next);
        return true;
      },
      replaceAll(text) {
        if (view.current) replaceAll(view.current, text);
      },
    }));

    return (
      <div ref={host} className="h-full overflow-auto rounded border border-slate-300 text-sm" />
    );
  }),
);

/** Only the part that differs changes: the cursor and the undo history stay useful. */
function replaceAll(editor: EditorView, text: string) {
  const old = editor.state.doc.toString();
  let from = 0;
  while (from < old.length && from < text.length && old[from] === text[from]) from++;
  let tail = 0;
  while (
    tail < old.length - from &&
    tail < text.length - from &&
    old[old.length - 1 - tail] === text[text.length - 1 - tail]
  )
    tail++;
  editor.dispatch({
    changes: { from, to: old.length - tail, insert: text.slice(from, text.length - tail) },
  });
}
