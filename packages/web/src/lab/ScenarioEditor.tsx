import { useEffect, useRef } from 'react';
import { basicSetup } from 'codemirror';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { yaml } from '@codemirror/lang-yaml';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';

/** A located problem to draw in the text: the scenario schema's errors, a run's failed expectations. */
export interface Marker {
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
}

function toDiagnostics(state: EditorState, markers: Marker[]): Diagnostic[] {
  const doc = state.doc;
  return markers.map((m) => {
    const line = doc.line(Math.min(Math.max(1, m.line), doc.lines));
    const from = Math.min(line.from + Math.max(0, m.column - 1), line.to);
    return { from, to: Math.max(from, line.to), severity: m.severity, message: m.message };
  });
}

/**
 * The scenario text in CodeMirror 6 (YAML highlighting, search, undo), with markers drawn inline and in the
 * gutter. The text is the page's state: edits go out through `onChange`, a new `text` from outside (opening a
 * scenario, a board edit) replaces the document.
 */
export function ScenarioEditor({ text, onChange, markers, goTo }: {
  text: string;
  onChange(text: string): void;
  markers: Marker[];
  /** Moves the cursor to this line when it changes (clicking a located error). */
  goTo: { line: number; at: number } | null;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup, yaml(), lintGutter(), EditorView.lineWrapping,
          EditorView.updateListener.of((u) => { if (u.docChanged) changed.current(u.state.doc.toString()); }),
        ],
      }),
    });
    view.current = v;
    return () => v.destroy();
    // Created once: later texts arrive through the effect below.
  }, []);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== text) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } });
  }, [text]);

  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch(setDiagnostics(v.state, toDiagnostics(v.state, markers)));
  }, [markers, text]);

  useEffect(() => {
    const v = view.current;
    if (!v || !goTo) return;
    const line = v.state.doc.line(Math.min(Math.max(1, goTo.line), v.state.doc.lines));
    v.dispatch({ selection: { anchor: line.from }, effects: EditorView.scrollIntoView(line.from, { y: 'center' }) });
    v.focus();
  }, [goTo]);

  return <div className="scenario-editor" ref={host} aria-label="Scenario text" />;
}
