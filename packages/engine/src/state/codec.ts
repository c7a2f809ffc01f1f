import type { GameState } from './types';
import { SCHEMA_VERSION } from '../engine';

/** Serializes a game state (plain data, DESIGN 2) with its schema version. */
export function encodeState(state: GameState): string {
  return JSON.stringify(state);
}

export type DecodeResult = { state: GameState; error?: undefined } | { state?: undefined; error: string };

/** Reads a serialized game state, rejecting malformed text and other schema versions with a clear message. */
export function decodeState(text: string): DecodeResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { error: `not valid JSON: ${(e as Error).message}` };
  }
  if (typeof value !== 'object' || value === null || !('schema' in value)) return { error: 'not a game state: no schema field' };
  const schema = (value as { schema: unknown }).schema;
  if (schema !== SCHEMA_VERSION) return { error: `game state schema ${String(schema)} is not supported (expected ${SCHEMA_VERSION})` };
  for (const key of ['players', 'objects', 'turn', 'order', 'battlefield', 'stack', 'exile'] as const) {
    if (!(key in value)) return { error: `not a game state: missing ${key}` };
  }
  return { state: value as GameState };
}
