import { useCallback, useMemo, useState } from 'react';
import type { ActionError, Input, ObjectId } from '@arbiter/engine';
import type { TableView } from '../protocol';
import { DecisionPanel } from '../play/DecisionPanel';
import { LogPanel } from '../play/LogPanel';
import { NO_PICKING, PickContext, type Picking } from '../play/pick';
import { PlayerArea } from '../play/PlayerArea';
import { StackPanel } from '../play/StackPanel';
import { RuleNumber } from '../play/RuleNumber';
import type { LabRun } from './messages';

/**
 * A finished run: PASS/FAIL with each failed expectation (click → its line), the board at any point of the run
 * (step back and forth, or jump to any earlier decision), and the log up to that point with its rule numbers.
 * Clicking an object on the board opens it in the inspector. "Play on from here" shows the decision pending at
 * that point: answering it plays on from there (a new branch: what followed is dropped), and then a click on an
 * object the decision offers answers with it.
 */
export function RunPanel({ run, frame, view, refusal, onFrame, onGoTo, onInspect, onPlay }: {
  run: LabRun;
  frame: number;
  view: TableView | null;
  /** The engine's refusal of the last input played on. */
  refusal: ActionError | null;
  onFrame(index: number): void;
  onGoTo(line: number): void;
  onInspect(id: ObjectId): void;
  onPlay(input: Input): void;
}) {
  const last = run.frames.length - 1;
  const [playing, setPlaying] = useState(false);
  const [decision, setDecision] = useState<Picking>(NO_PICKING);
  const picking: Picking = useMemo(() => (playing
    ? { ...decision, pickObject: (id: ObjectId) => (decision.candidates.has(id) ? decision.pickObject(id) : onInspect(id)) }
    : { ...NO_PICKING, pickObject: onInspect }), [playing, decision, onInspect]);
  const onBind = useCallback((p: Picking) => setDecision(p), []);
  const log = run.events.slice(0, run.frames[frame]?.events ?? run.events.length);
  const pending = view?.pending;
  const names = useCallback((id: string) => view?.objects[id]?.name, [view]);
  return (
    <div className="run-panel">
      <div className={`verdict ${run.passed ? 'pass' : 'fail'}`} data-verdict={run.passed ? 'PASS' : 'FAIL'}>
        <strong>{run.passed ? 'PASS' : 'FAIL'}</strong> {run.name} <span className="source">[{run.source}]</span>
        <span className="ruleset-used">under {run.ruleset}{run.flipped.length ? ` + ${run.flipped.join(', ')}` : ''}</span>
      </div>
      {run.branchedAt !== null && (
        <div className="branched" data-branched-at={run.branchedAt}>
          Played on from point {run.branchedAt}: the points after it are yours (the verdict is the script's). Run again to go back to the script.
        </div>
      )}
      {run.failures.length > 0 && (
        <ul className="failures" aria-label="Failed expectations">
          {run.failures.map((f, i) => (
            <li key={i}><button className="link" onClick={() => onGoTo(f.line)}>line {f.line}</button> {f.message}</li>
          ))}
        </ul>
      )}
      <div className="stepper" aria-label="Step through the run">
        <button onClick={() => onFrame(0)} disabled={frame === 0} aria-label="To the setup">« setup</button>
        <button onClick={() => onFrame(frame - 1)} disabled={frame === 0} aria-label="Step back">◀</button>
        <input type="range" min={0} max={last} value={frame} aria-label="Point of the run" onChange={(e) => onFrame(Number(e.target.value))} />
        <button onClick={() => onFrame(frame + 1)} disabled={frame === last} aria-label="Step forward">▶</button>
        <button onClick={() => onFrame(last)} disabled={frame === last} aria-label="To the end">end »</button>
        <span className="frame-label" data-frame={frame}>{frame}/{last}: {run.frames[frame]?.label}</span>
        <select aria-label="Go back to a decision" value={frame} onChange={(e) => onFrame(Number(e.target.value))}>
          {run.frames.map((f, i) => <option key={i} value={i}>{i}. {f.label}{f.line ? ` (line ${f.line})` : ''}</option>)}
        </select>
      </div>
      {view && (
        <PickContext.Provider value={picking}>
          <div className="lab-board">
            <div className="players">{view.state.order.map((p) => <PlayerArea key={p} view={view} player={p} />)}</div>
            <aside className="side">
              <div className="turn-line">Turn {view.state.turn.number}, {view.state.turn.step} · active {view.state.players[view.state.turn.active]?.name}</div>
              {pending && (
                <div className="waiting">Waiting for {view.state.players[pending.player]?.name}: {pending.kind} (CR <RuleNumber rule={pending.rule} ruleset={run.ruleset} />) {pending.prompt}</div>
              )}
              <StackPanel view={view} />
              {refusal && (
                <div className="refusal" role="alert">
                  <strong>Not allowed</strong> (CR <RuleNumber rule={refusal.rule} ruleset={run.ruleset} />): {refusal.message}
                </div>
              )}
              {pending && !playing && (
                <button className="play-on-button" onClick={() => setPlaying(true)} title="Answer the decision pending here and play on: a new branch from this point">Play on from here</button>
              )}
              {pending && playing && (
                <div className="play-on" aria-label="Play on from here">
                  <div className="zone-title">
                    Playing on{frame < last ? ': answering replaces the points after this one' : ''}{' '}
                    <button className="link" onClick={() => setPlaying(false)}>stop</button>
                  </div>
                  <DecisionPanel view={view} send={onPlay} message={() => {}} onBind={onBind} />
                </div>
              )}
            </aside>
          </div>
        </PickContext.Provider>
      )}
      <LogPanel log={log} ruleset={run.ruleset} names={names} />
    </div>
  );
}
