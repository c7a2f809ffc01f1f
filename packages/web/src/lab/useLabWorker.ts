import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkerMessage } from '../protocol';
import type { LabReply, LabRequest } from './messages';

/** A lab request without its id (the hook numbers them). */
export type LabAsk = LabRequest extends infer R ? (R extends LabRequest ? Omit<R, 'id'> : never) : never;
type ReplyTo<T extends LabAsk['type']> = Extract<LabReply, { type: ReplyType[T] }>;
interface ReplyType { 'lab.check': 'lab.checked'; 'lab.run': 'lab.ran'; 'lab.diff': 'lab.diffed'; 'lab.frame': 'lab.frame'; 'lab.play': 'lab.played'; 'lab.edit': 'lab.edited'; 'lab.cards': 'lab.cards'; inspect: 'inspected' }

export interface LabClient {
  /** Sends a request to the lab's engine worker; resolves with its reply. */
  ask<T extends LabAsk>(m: T): Promise<ReplyTo<T['type']>>;
  /** Requests sent and not answered yet. */
  busy: boolean;
  /** The worker stopped (an exception escaped it); the lab keeps the text and offers a restart. */
  crash: string | null;
  restart(): void;
}

/** The lab's own engine worker (the same worker script as the table's, a separate instance and state). */
export function useLabWorker(): LabClient {
  const worker = useRef<Worker | null>(null);
  const waiting = useRef(new Map<number, (r: LabReply) => void>());
  const next = useRef(1);
  const [pending, setPending] = useState(0);
  const [crash, setCrash] = useState<string | null>(null);

  const attach = useCallback(() => {
    const w = new Worker(new URL('../worker/engine.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<WorkerMessage>) => {
      const m = e.data;
      if (m.type === 'crash') { setCrash(m.message); waiting.current.clear(); setPending(0); return; }
      if (!('id' in m)) return;
      const resolve = waiting.current.get(m.id);
      if (!resolve) return;
      waiting.current.delete(m.id);
      setPending(waiting.current.size);
      resolve(m);
    };
    w.onerror = (e) => { e.preventDefault(); setCrash(e.message || 'the engine worker stopped'); };
    worker.current = w;
  }, []);

  useEffect(() => {
    attach();
    return () => worker.current?.terminate();
  }, [attach]);

  const ask = useCallback(<T extends LabAsk>(m: T) => new Promise<ReplyTo<T['type']>>((resolve) => {
    const id = next.current++;
    waiting.current.set(id, resolve as (r: LabReply) => void);
    setPending(waiting.current.size);
    worker.current?.postMessage({ ...m, id });
  }), []);

  const restart = useCallback(() => {
    worker.current?.terminate();
    waiting.current.clear();
    setPending(0);
    setCrash(null);
    attach();
  }, [attach]);

  return { ask, busy: pending > 0, crash, restart };
}
