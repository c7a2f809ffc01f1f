import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionError, GameEvent } from '@arbiter/engine';
import type { ScenarioError } from '@arbiter/formats';
import type { PageMessage, TableView, WorkerMessage } from '../protocol';

export interface EngineClient {
  view: TableView | null;
  log: GameEvent[];
  /** The engine's last refusal of an input (cleared by the next view). */
  refusal: ActionError | null;
  problems: ScenarioError[];
  crash: { message: string; replay: string | null } | null;
  /** A message was sent and the worker hasn't answered yet. */
  busy: boolean;
  send(m: PageMessage): void;
  /** After a crash: a fresh worker, loaded with the last good game. */
  reload(): void;
  /** Leaves the game for the setup screen. */
  close(): void;
  /** Resolves with the replay file of the game so far. */
  exportReplay(): Promise<{ text: string; name: string }>;
}

function spawn(): Worker {
  return new Worker(new URL('../worker/engine.worker.ts', import.meta.url), { type: 'module' });
}

/** The page's side of the worker protocol: state for React from what the worker posts. */
export function useEngine(): EngineClient {
  const worker = useRef<Worker | null>(null);
  const replayWaiters = useRef<((r: { text: string; name: string }) => void)[]>([]);
  const [view, setView] = useState<TableView | null>(null);
  const [log, setLog] = useState<GameEvent[]>([]);
  const [refusal, setRefusal] = useState<ActionError | null>(null);
  const [problems, setProblems] = useState<ScenarioError[]>([]);
  const [crash, setCrash] = useState<EngineClient['crash']>(null);
  const [busy, setBusy] = useState(false);

  const onMessage = useCallback((e: MessageEvent<WorkerMessage>) => {
    const m = e.data;
    switch (m.type) {
      case 'view':
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
      case 'crash':
        setCrash({ message: m.message, replay: m.replay });
        setBusy(false);
        return;
    }
  }, []);

  const attach = useCallback(() => {
    const w = spawn();
    w.onmessage = onMessage;
    w.onerror = (e) => {
      e.preventDefault();
      setCrash((c) => c ?? { message: e.message || 'the engine worker stopped', replay: null });
      setBusy(false);
    };
    worker.current = w;
  }, [onMessage]);

  useEffect(() => {
    attach();
    return () => worker.current?.terminate();
  }, [attach]);

  const send = useCallback((m: PageMessage) => {
    if (m.type !== 'exportReplay') setBusy(true);
    worker.current?.postMessage(m);
  }, []);

  const reload = useCallback(() => {
    const replay = crash?.replay;
    worker.current?.terminate();
    attach();
    setCrash(null);
    setLog([]);
    setView(null);
    if (replay) send({ type: 'importReplay', text: replay, source: 'last good state' });
  }, [crash, attach, send]);

  const exportReplay = useCallback(() => new Promise<{ text: string; name: string }>((resolve) => {
    replayWaiters.current.push(resolve);
    send({ type: 'exportReplay' });
  }), [send]);

  const close = useCallback(() => {
    worker.current?.postMessage({ type: 'close' } satisfies PageMessage);
    setView(null);
    setLog([]);
    setRefusal(null);
  }, []);

  return { view, log, refusal, problems, crash, busy, send, reload, close, exportReplay };
}
