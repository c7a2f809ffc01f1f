import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActionError, Input, ObjectId } from '@arbiter/engine';
import { formatScenarioError, type ScenarioError } from '@arbiter/formats';
import type { TableView } from '../protocol';
import { Inspector } from '../inspector/Inspector';
import { DiffPanel } from './DiffPanel';
import type { Inspection, LabDiff, LabRuleset, LabRun, SetupBoard, SetupEdit } from './messages';
import { RulesetPicker } from './RulesetPicker';
import { RunPanel } from './RunPanel';
import { ScenarioEditor, type Marker } from './ScenarioEditor';
import { ScenarioPicker } from './ScenarioPicker';
import { BUILT_IN } from './scenarios';
import { SetupEditor } from './SetupEditor';
import { useLabWorker } from './useLabWorker';
import './lab.css';

/** The editor's text and file name survive a reload (and a broken text is never lost). */
const STORE = { text: 'arbiter.lab.text', file: 'arbiter.lab.file' };
const FIRST = BUILT_IN.find((s) => s.path === 'scenarios/prepare/aviator-attacks-prepared-cast-jump.yaml') ?? BUILT_IN[0];

type Tab = 'run' | 'board' | 'diff';

function download(text: string, file: string): void {
  const name = (file.split('/').pop() || 'scenario').replace(/(\.ya?ml)?$/, '.yaml');
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/yaml' }));
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}

/**
 * The rules lab (issue 11 item 6): a scenario in the editor with its located errors inline, the board editor
 * over its setup, a run with PASS/FAIL per expectation and every point of it to step through, the diff of two
 * rulesets, and the inspector for any object on the board. All checking and running happens in the worker.
 */
export function Lab() {
  const lab = useLabWorker();
  const [text, setText] = useState(() => localStorage.getItem(STORE.text) ?? FIRST?.text ?? '');
  const [file, setFile] = useState(() => localStorage.getItem(STORE.file) ?? FIRST?.path ?? 'scenario.yaml');
  const [errors, setErrors] = useState<ScenarioError[]>([]);
  const [board, setBoard] = useState<SetupBoard | null>(null);
  const [checkedText, setCheckedText] = useState<string | null>(null);
  const [ruleset, setRuleset] = useState<LabRuleset | null>(null);
  const [diffA, setDiffA] = useState<LabRuleset | null>({ base: 'cr', switches: {} });
  const [diffB, setDiffB] = useState<LabRuleset | null>({ base: 'amended', switches: {} });
  const [run, setRun] = useState<{ run: LabRun; text: string } | null>(null);
  const [frame, setFrame] = useState(0);
  const [frameView, setFrameView] = useState<TableView | null>(null);
  const [refusal, setRefusal] = useState<ActionError | null>(null);
  const [diff, setDiff] = useState<LabDiff | null>(null);
  const [tab, setTab] = useState<Tab>('run');
  const [cardNames, setCardNames] = useState<string[]>([]);
  const [inspection, setInspection] = useState<{ inspection: Inspection | null; problem: string | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [goTo, setGoTo] = useState<{ line: number; at: number } | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    localStorage.setItem(STORE.text, text);
    localStorage.setItem(STORE.file, file);
  }, [text, file]);

  // Check the text as it is typed (debounced); only the newest answer counts.
  useEffect(() => {
    const n = ++latest.current;
    const timer = setTimeout(async () => {
      const r = await lab.ask({ type: 'lab.check', source: { text, file } });
      if (n !== latest.current) return;
      setErrors(r.errors);
      setBoard(r.board);
      setCheckedText(text);
    }, 250);
    return () => clearTimeout(timer);
  }, [text, file, lab.ask]);

  useEffect(() => {
    lab.ask({ type: 'lab.cards' }).then((r) => setCardNames(r.names));
  }, [lab.ask]);

  const open = (t: string, f: string) => {
    setText(t);
    setFile(f);
    setRun(null);
    setDiff(null);
    setFrameView(null);
    setInspection(null);
    setNotice(null);
  };

  const showFrame = useCallback(async (index: number) => {
    setFrame(index);
    const r = await lab.ask({ type: 'lab.frame', index });
    setFrameView(r.view);
    setInspection(null);
    setRefusal(null);
  }, [lab.ask]);

  /** Answers the decision pending at the frame shown: the run goes on from there as a new branch. */
  const playOn = useCallback(async (input: Input) => {
    const r = await lab.ask({ type: 'lab.play', index: frame, input });
    setRefusal(r.error);
    if (!r.run || !run) return;
    setRun({ run: r.run, text: run.text });
    setFrame(frame + 1);
    setFrameView(r.view);
    setInspection(null);
  }, [lab.ask, frame, run]);

  const runIt = async () => {
    setTab('run');
    const r = await lab.ask({ type: 'lab.run', source: { text, file }, ruleset });
    setErrors(r.errors);
    if (!r.run) { setRun(null); return; }
    setRun({ run: r.run, text });
    await showFrame(r.run.frames.length - 1);
  };

  const diffIt = async () => {
    if (!diffA || !diffB) return;
    setTab('diff');
    const r = await lab.ask({ type: 'lab.diff', source: { text, file }, a: diffA, b: diffB });
    setErrors(r.errors);
    setDiff(r.diff);
  };

  const edit = async (e: SetupEdit) => {
    const r = await lab.ask({ type: 'lab.edit', source: { text, file }, edit: e });
    if (r.text !== null) setText(r.text);
    setNotice(r.problem);
  };

  const inspect = useCallback(async (object: ObjectId) => {
    const r = await lab.ask({ type: 'inspect', object });
    setInspection({ inspection: r.inspection, problem: r.problem });
  }, [lab.ask]);

  const markers: Marker[] = useMemo(() => [
    ...(checkedText === text ? errors : []).map((e) => ({ line: e.line, column: e.column, severity: 'error' as const, message: `${e.path ? `${e.path}: ` : ''}${e.message}${e.expected ? ` (expected ${e.expected})` : ''}` })),
    ...(run && run.text === text ? run.run.failures : []).map((f) => ({ ...f, severity: 'warning' as const })),
  ], [errors, checkedText, text, run]);

  const valid = checkedText === text && errors.length === 0;
  return (
    <section className="lab">
      <div className="lab-left">
        <ScenarioPicker onOpen={open} />
        <div className="lab-file">
          <input aria-label="File name" value={file} onChange={(e) => setFile(e.target.value)} />
          <button onClick={() => download(text, file)} title="Download the scenario as YAML that `arbiter run` accepts">Save</button>
        </div>
        <ScenarioEditor text={text} onChange={setText} markers={markers} goTo={goTo} />
        <div className="lab-errors" aria-label="Scenario errors" aria-live="polite">
          {checkedText !== text ? <span className="checking">checking…</span>
            : errors.length === 0 ? <span className="ok">✓ the scenario is valid</span>
            : (
              <ul>
                {errors.map((e, i) => (
                  <li key={i} className="located-error">
                    <button className="link" onClick={() => setGoTo({ line: e.line, at: Date.now() })}>{formatScenarioError(e)}</button>
                    {e.expected && <span className="expected"> (expected {e.expected})</span>}
                  </li>
                ))}
              </ul>
            )}
        </div>
      </div>
      <div className="lab-right">
        {lab.crash && <div className="crash" role="alert">The engine stopped: {lab.crash}. Your text is kept. <button onClick={lab.restart}>Restart the engine</button></div>}
        <div className="lab-controls">
          <RulesetPicker label="Run under" value={ruleset} onChange={setRuleset} allowScenario />
          <button className="primary" onClick={runIt} disabled={!valid}>Run</button>
          <span className="diff-controls">
            <RulesetPicker label="Diff A" value={diffA} onChange={setDiffA} />
            <RulesetPicker label="B" value={diffB} onChange={setDiffB} />
            <button onClick={diffIt} disabled={!valid}>Diff</button>
          </span>
          {lab.busy && <span className="busy" aria-live="polite">engine working…</span>}
        </div>
        <nav className="lab-tabs">
          {(['run', 'board', 'diff'] as Tab[]).map((t) => (
            <button key={t} className={tab === t ? 'tab-lab active' : 'tab-lab'} onClick={() => setTab(t)}>
              {t === 'run' ? 'Result' : t === 'board' ? 'Board editor' : 'Ruleset diff'}
            </button>
          ))}
        </nav>
        {notice && <div className="problems" role="alert">{notice}</div>}
        <div className="lab-body">
          <div className="lab-main">
            {tab === 'run' && (run
              ? <RunPanel run={run.run} frame={frame} view={frameView} refusal={refusal} onPlay={playOn} onFrame={showFrame} onGoTo={(line) => setGoTo({ line, at: Date.now() })} onInspect={inspect} />
              : <p className="hint">Run the scenario to see PASS/FAIL per expectation, the log with its rules, and the board at every point of the run. Click an object on the board to inspect it.</p>)}
            {tab === 'board' && (board
              ? <SetupEditor board={board} cardNames={cardNames} onEdit={edit} />
              : <p className="hint">The board editor needs a scenario without errors.</p>)}
            {tab === 'diff' && (diff ? <DiffPanel diff={diff} /> : <p className="hint">Choose two rulesets and press Diff.</p>)}
          </div>
          {inspection && (
            <div className="inspector-overlay">
              <Inspector inspection={inspection.inspection} problem={inspection.problem} ruleset={run?.run.ruleset ?? 'cr'} onClose={() => setInspection(null)} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
