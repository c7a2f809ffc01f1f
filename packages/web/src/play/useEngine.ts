import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionError, ObjectId } from '@arbiter/engine';
import type { Inspected } from '../inspector/InspectorHost';
import type { Replay, ScenarioError } from '@arbiter/formats';
import type { LogLine, PageMessage, SeatKind, TableView, WorkerMessage } from '../protocol';
import { forgetGame, savedGame, saveGame } from './saved-game';

export interface EngineClient {
  view: TableView | null;
  log: LogLine[];
  /** The engine's last refusal of an input (cleared by the next view). */
  refusal: ActionError | null;
  problems: ScenarioError[];
  /** The worker failed (an exception, or it died); `restorable`: the page holds a game to restore. */
  crash: { message: string; restorable: boolean } | null;
  /** A message was sent and the worker hasn't answered yet. */
  busy: boolean;
  send(m: PageMessage): void;
  /** After a crash: a fresh worker, given the last good game (the same decision, the same stops). */
  reload(): void;
  /** Leaves the game for the setup screen. */
  close(): void;
  /** Resolves with the replay file of the game so far. */
  exportReplay(): Promise<{ text: string; name: string }>;
  /** The inspector's data for an object of the game, as the current viewer may see it (inspector/). */
  inspect(object: ObjectId): Promise<Inspected>;
}

function spawn(): Worker {
  return new Worker(new URL('../worker/engine.worker.ts', import.meta.url), { type: 'module' });
}

/** The page's side of the worker protocol: state for React from what the worker posts. */
export function useEngine(): EngineClient {
  const worker = useRef<Worker | null>(null);
  const replayWaiters = useRef<((r: { text: string; name: string }) => void)[]>([]);
  const inspectWaiters = useRef(new Map<number, (r: Inspected) => void>());
  const nextInspect = useRef(1);
  const [view, setView] = useState<TableView | null>(null);
  const [log, setLog] = useState<LogLine[]>([]);
  const [refusal, setRefusal] = useState<ActionError | null>(null);
  const [problems, setProblems] = useState<ScenarioError[]>([]);
  const [crash, setCrash] = useState<EngineClient['crash']>(null);
  const [busy, setBusy] = useState(false);
  /** The replay of the last good state, kept from what the worker posted (never recomputed here). */
  const lastGood = useRef<{ replay: Replay; kinds: SeatKind[]; lines: (LogLine | null)[] } | null>(null);
  const lastView = useRef<TableView | null>(null);

  /** The last good game, kept for a reload of the page (saved-game.ts). */
  const keep = () => {
    if (lastGood.current) saveGame({ ...lastGood.current, stops: lastView.current?.stops ?? {} });
  };

  const onMessage = useCallback((e: MessageEvent<WorkerMessage>) => {
    const m = e.data;
    switch (m.type) {
      case 'view':
        lastView.current = m.view;
        keep();
        setView(m.view);
        setRefusal(null);
        setProblems([]);
        setBusy(false);
        return;
      case 'events':
        setLog((old) => [...old.slice(0, m.from), ...m.events]);
        return;
      case 'refused':
        setRefusal(m.error);
        setBusy(false);
        return;
      case 'problems':
        setProblems(m.problems);
        setBusy(false);
        return;
      case 'replay':
        replayWaiters.current.splice(0).forEach((resolve) => resolve(m));
        return;
      case 'inspected':
        inspectWaiters.current.get(m.id)?.(m);
        inspectWaiters.current.delete(m.id);
        return;
      case 'game':
        lastGood.current = { replay: m.replay, kinds: m.kinds, lines: [] };
        keep();
        return;
      case 'inputs':
        if (lastGood.current) {
          const { replay, lines } = lastGood.current;
          lastGood.current.replay = { ...replay, inputs: [...replay.inputs.slice(0, m.from), ...m.inputs] };
          lastGood.current.lines = [...lines.slice(0, m.from), ...m.lines];
          keep();
        }
        return;
      case 'crash':
        setCrash({ message: m.message, restorable: !!lastGood.current });
        setBusy(false);
        return;
    }
  }, []);

  const attach = useCallback(() => {
    const w = spawn();
    w.onmessage = onMessage;
    w.onerror = (e) => {
      e.preventDefault();
      setCrash((c) => c ?? { message: e.message || 'the engine worker stopped', restorable: !!lastGood.current });
      setBusy(false);
    };
    worker.current = w;
  }, [onMessage]);

  useEffect(() => {
    attach();
    // A reload of the page: the game it showed goes on from the same decision.
    const saved = savedGame();
    if (saved) {
      setBusy(true);
      worker.current?.postMessage({ type: 'restore', ...saved } satisfies PageMessage);
    }
    return () => worker.current?.terminate();
  }, [attach]);

  const send = useCallback((m: PageMessage) => {
    if (m.type !== 'exportReplay') setBusy(true);
    worker.current?.postMessage(m);
  }, []);

  const reload = useCallback(() => {
    worker.current?.terminate();
    attach();
    setCrash(null);
    setLog([]);
    setView(null);
    const good = lastGood.current;
    if (good) send({ type: 'restore', ...good, stops: lastView.current?.stops ?? {} });
  }, [attach, send]);

  const exportReplay = useCallback(() => new Promise<{ text: string; name: string }>((resolve) => {
    replayWaiters.current.push(resolve);
    send({ type: 'exportReplay' });
  }), [send]);

  const close = useCallback(() => {
    worker.current?.postMessage({ type: 'close' } satisfies PageMessage);
    lastGood.current = null;
    forgetGame();
    setView(null);
    setLog([]);
    setRefusal(null);
  }, []);

  const inspect = useCallback((object: ObjectId) => new Promise<Inspected>((resolve) => {
    const id = nextInspect.current++;
    inspectWaiters.current.set(id, resolve);
    worker.current?.postMessage({ type: 'inspect', id, object } satisfies PageMessage);
  }), []);

  return { view, log, refusal, problems, crash, busy, send, reload, close, exportReplay, inspect };
}
