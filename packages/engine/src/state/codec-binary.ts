import type { GameObject, GameState, LastKnown } from './types';
import { SCHEMA_VERSION } from '../engine';
import { otherFields, ZONES, type DecodeResult } from './codec';

/** The fields `otherFields` reads, in its order: the bit set of an object's layout numbers them so. */
const OTHER_FIELDS = Object.keys(otherFields({} as GameObject));
/** How many fields every object has (those `otherFields` doesn't read). */
const BUILT_FIELDS = 18;

/**
 * A compact binary encoding of a game state (DESIGN 2), for snapshots that leave the process where speed counts
 * (worker messages, undo history, search trees on disk): the same plain data as `encodeState`'s JSON, written
 * as tagged values into bytes. Each distinct string (ids, card names, keys) is written once and then referred to
 * by its index; each distinct list of object keys (a shape) likewise; the objects of `objects` and of last-known
 * information get a fixed layout (`writeObject`) with their usual values folded into one flags byte. The JSON
 * text stays the canonical, readable form; this one is several times faster to write and read, and smaller.
 *
 * Layout: the bytes "ARB", the schema version (varint), then the state as an object (its keys in their order,
 * `objects` and `lki` in their own layout). JSON's meaning is kept: a field whose value is `undefined` is left
 * out, and `undefined` or a non-finite number in an array reads back as `null`.
 */

// Value tags: a byte below SMALL_LIMIT is that unsigned integer itself.
const SMALL_LIMIT = 0x80;
const NULL = 0x80, FALSE = 0x81, TRUE = 0x82, UINT = 0x83, NEG = 0x84, FLOAT = 0x85;
const STRING = 0x86, STRING_REF = 0x87, ARRAY = 0x88, SHAPE = 0x89, SHAPE_REF = 0x8a, DIGITS = 0x8b;
const MAGIC = [0x41, 0x52, 0x42]; // "ARB"

const KINDS: readonly GameObject['kind'][] = ['card', 'token', 'ability', 'spellCopy', 'copy', 'emblem'];
const SETS: readonly GameObject['set'][] = ['normal', 'prototype', 'adventure', 'omen', 'left', 'right', 'prepare_spell'];
// Flag bits of an object's fixed layout.
const TAPPED = 1, FACE_DOWN = 2, PHASED_OUT = 4, DEATHTOUCH = 8, PREPARED = 16, ORIGIN_IS_ID = 32, CONTROLLER_IS_OWNER = 64, NO_COUNTERS = 128;

/** A node of the encoder's shape trie: the shape index of the keys that lead here, and the next keys. */
interface ShapeNode { index: number; next: Map<string, ShapeNode> }

let buf = new Uint8Array(1 << 14);
let view = new DataView(buf.buffer);
let pos = 0;
let strings = new Map<string, number>();
let shapes: ShapeNode = { index: -1, next: new Map() };
let shapeCount = 0;

function ensure(n: number): void {
  if (pos + n <= buf.length) return;
  const bigger = new Uint8Array(Math.max(buf.length * 2, pos + n));
  bigger.set(buf.subarray(0, pos));
  buf = bigger;
  view = new DataView(buf.buffer);
}

function writeVarint(n: number): void {
  ensure(8);
  while (n >= 0x80) {
    buf[pos++] = (n % 0x80) | 0x80;
    n = Math.floor(n / 0x80);
  }
  buf[pos++] = n;
}

/** The number a string of decimal digits without a leading zero stands for (most object ids: "46"), else -1. */
function digitsValue(s: string): number {
  const n = s.length;
  if (n === 0 || n > 9 || (n > 1 && s.charCodeAt(0) === 0x30)) return -1;
  let v = 0;
  for (let i = 0; i < n; i++) {
    const d = s.charCodeAt(i) - 0x30;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return v;
}

function writeString(s: string): void {
  const digits = digitsValue(s);
  if (digits >= 0) {
    ensure(1);
    buf[pos++] = DIGITS;
    writeVarint(digits);
    return;
  }
  const known = strings.get(s);
  if (known !== undefined) {
    ensure(1);
    buf[pos++] = STRING_REF;
    writeVarint(known);
    return;
  }
  strings.set(s, strings.size);
  const n = s.length;
  ensure(1 + 5 + n * 3);
  buf[pos++] = STRING;
  // The length doubled (ASCII, one byte a character), or the UTF-8 byte length doubled plus one.
  const lengthAt = pos;
  writeVarint(n * 2);
  let ascii = true;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80) { ascii = false; break; }
    buf[pos + i] = c;
  }
  if (ascii) { pos += n; return; }
  pos = lengthAt;
  const bytes = new TextEncoder().encode(s);
  writeVarint(bytes.length * 2 + 1);
  ensure(bytes.length);
  buf.set(bytes, pos);
  pos += bytes.length;
}

function writeValue(v: unknown): void {
  ensure(9);
  switch (typeof v) {
    case 'number':
      if (Number.isSafeInteger(v)) {
        if (v >= 0) {
          if (v < SMALL_LIMIT) buf[pos++] = v;
          else { buf[pos++] = UINT; writeVarint(v); }
        } else { buf[pos++] = NEG; writeVarint(-v); }
      } else if (Number.isFinite(v)) {
        buf[pos++] = FLOAT;
        view.setFloat64(pos, v);
        pos += 8;
      } else buf[pos++] = NULL;
      return;
    case 'string': writeString(v); return;
    case 'boolean': buf[pos++] = v ? TRUE : FALSE; return;
    case 'object':
      if (v === null) buf[pos++] = NULL;
      else if (Array.isArray(v)) {
        buf[pos++] = ARRAY;
        writeVarint(v.length);
        for (let i = 0; i < v.length; i++) writeValue(v[i]);
      } else writeRecord(v as Record<string, unknown>);
      return;
    default: buf[pos++] = NULL; // undefined (in an array; fields are skipped) reads back as null, as in JSON
  }
}

/** Writes an object's shape (new, or a reference to one written before); `write` then writes each value. */
function writeShape(o: Record<string, unknown>): void {
  let node = shapes;
  let count = 0;
  for (const k in o) {
    if (o[k] === undefined) continue;
    count++;
    let next = node.next.get(k);
    if (!next) node.next.set(k, (next = { index: -1, next: new Map() }));
    node = next;
  }
  ensure(1);
  if (node.index >= 0) {
    buf[pos++] = SHAPE_REF;
    writeVarint(node.index);
    return;
  }
  node.index = shapeCount++;
  buf[pos++] = SHAPE;
  writeVarint(count);
  for (const k in o) if (o[k] !== undefined) writeString(k);
}

function writeRecord(o: Record<string, unknown>): void {
  writeShape(o);
  for (const k in o) {
    const v = o[k];
    if (v !== undefined) writeValue(v);
  }
}

/**
 * An object's fixed layout: id, card, zone, owner, timestamp, flags, then the fields whose value is not the
 * usual one (origin, controller, kind, set, controlledSince, damage, attachedTo, counters), then a bit set of the
 * `OTHER_FIELDS` present and their values.
 */
function writeObject(o: GameObject): void {
  writeString(o.id);
  writeString(o.card);
  writeValue(ZONES.indexOf(o.zone));
  writeString(o.owner);
  writeValue(o.timestamp);
  const hasCounters = hasKeys(o.counters);
  const flags = (o.tapped ? TAPPED : 0) | (o.faceDown ? FACE_DOWN : 0) | (o.phasedOut ? PHASED_OUT : 0) | (o.deathtouchDamage ? DEATHTOUCH : 0)
    | (o.prepared ? PREPARED : 0) | (o.origin === o.id ? ORIGIN_IS_ID : 0) | (o.controller === o.owner ? CONTROLLER_IS_OWNER : 0) | (hasCounters ? 0 : NO_COUNTERS);
  ensure(1);
  buf[pos++] = flags;
  if (o.origin !== o.id) writeString(o.origin);
  if (o.controller !== o.owner) writeString(o.controller);
  const kind = KINDS.indexOf(o.kind);
  writeValue(kind >= 0 ? kind : o.kind);
  const set = SETS.indexOf(o.set);
  writeValue(set >= 0 ? set : o.set);
  writeValue(o.controlledSince);
  writeValue(o.damage);
  writeValue(o.attachedTo);
  if (hasCounters) writeRecord(o.counters);
  // An object with only the fields every object has (most cards in libraries and hands) has no other field
  // to look for; counting its keys (`for in` over a fast object reads its map's key cache) is cheaper.
  let keys = 0;
  for (const _ in o) keys++;
  if (keys === BUILT_FIELDS) { writeVarint(0); return; }
  // One shape for every object's other fields, so reading them in a loop stays fast.
  const other = otherFields(o) as Record<string, unknown>;
  let present = 0;
  let bit = 1;
  for (const k in other) {
    if (other[k] !== undefined) present += bit;
    bit *= 2;
  }
  writeVarint(present);
  if (present !== 0) for (const k in other) {
    const v = other[k];
    if (v !== undefined) writeValue(v);
  }
}

function hasKeys(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

/** Encodes a game state as bytes (`decodeStateBinary` reads them back). */
export function encodeStateBinary(state: GameState): Uint8Array {
  pos = 0;
  strings = new Map();
  shapes = { index: -1, next: new Map() };
  shapeCount = 0;
  ensure(8);
  for (const b of MAGIC) buf[pos++] = b;
  writeVarint(state.schema);
  const top = state as unknown as Record<string, unknown>;
  writeShape(top);
  for (const k in top) {
    const v = top[k];
    if (v === undefined) continue;
    if (k === 'objects') {
      // The values in the order `for in` gives the ids (the ids of most objects are array indices: listing them
      // as keys would make a string of each).
      const objects = Object.values(state.objects);
      writeVarint(objects.length);
      for (let i = 0; i < objects.length; i++) writeObject(objects[i]);
    } else if (k === 'lki') {
      writeVarint(Object.keys(state.lki).length);
      for (const id in state.lki) {
        writeString(id);
        const known = state.lki[id] as unknown as Record<string, unknown>;
        writeShape(known);
        for (const f in known) {
          if (known[f] === undefined) continue;
          if (f === 'object') writeObject(known[f] as GameObject);
          else writeValue(known[f]);
        }
      }
    } else writeValue(v);
  }
  return buf.slice(0, pos);
}

/** A malformed input: where, and what was wrong. */
class Malformed extends Error {}

/** The reader's position in its bytes, with the strings and shapes read so far. */
class Reader {
  pos = 0;
  readonly strings: string[] = [];
  /** The strings of digits read so far, by their value (each made once). */
  readonly digits: string[] = [];
  readonly shapes: string[][] = [];
  readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  fail(what: string): never {
    throw new Malformed(`${what} at byte ${this.pos}`);
  }

  byte(): number {
    if (this.pos >= this.bytes.length) this.fail('unexpected end');
    return this.bytes[this.pos++];
  }

  varint(): number {
    let b = this.byte();
    if (b < 0x80) return b;
    let n = b & 0x7f;
    let scale = 0x80;
    do {
      b = this.byte();
      n += (b & 0x7f) * scale;
      scale *= 0x80;
      if (scale > 2 ** 63) this.fail('number too long');
    } while (b >= 0x80);
    return n;
  }

  /** A count of things that take at least a byte each (so a bad count can't ask for a huge allocation). */
  count(): number {
    const n = this.varint();
    if (n > this.bytes.length - this.pos) this.fail(`count ${n} beyond the end`);
    return n;
  }

  string(): string {
    const tag = this.byte();
    if (tag === STRING_REF) {
      const i = this.varint();
      if (i >= this.strings.length) this.fail(`unknown string ${i}`);
      return this.strings[i];
    }
    if (tag === DIGITS) return this.digitString();
    if (tag !== STRING) this.fail(`expected a string (tag ${tag})`);
    return this.newString();
  }

  digitString(): string {
    const n = this.varint();
    return (this.digits[n] ??= String(n));
  }

  newString(): string {
    const n = this.varint();
    const bytes = this.bytes;
    let s: string;
    if (n % 2 === 1) {
      const length = (n - 1) / 2;
      if (this.pos + length > bytes.length) this.fail('string beyond the end');
      s = new TextDecoder().decode(bytes.subarray(this.pos, this.pos + length));
      this.pos += length;
    } else {
      const length = n / 2;
      if (this.pos + length > bytes.length) this.fail('string beyond the end');
      s = '';
      for (let i = 0; i < length; i++) s += String.fromCharCode(bytes[this.pos + i]);
      this.pos += length;
    }
    this.strings.push(s);
    return s;
  }

  shape(): string[] {
    const tag = this.byte();
    if (tag === SHAPE_REF) {
      const i = this.varint();
      if (i >= this.shapes.length) this.fail(`unknown shape ${i}`);
      return this.shapes[i];
    }
    if (tag !== SHAPE) this.fail(`expected an object (tag ${tag})`);
    const n = this.count();
    const keys: string[] = new Array(n);
    for (let i = 0; i < n; i++) keys[i] = this.string();
    this.shapes.push(keys);
    return keys;
  }

  value(): unknown {
    const tag = this.byte();
    if (tag < SMALL_LIMIT) return tag;
    switch (tag) {
      case NULL: return null;
      case FALSE: return false;
      case TRUE: return true;
      case UINT: return this.varint();
      case NEG: return -this.varint();
      case FLOAT: {
        if (this.pos + 8 > this.bytes.length) this.fail('unexpected end');
        const v = this.view.getFloat64(this.pos);
        this.pos += 8;
        return v;
      }
      case STRING: return this.newString();
      case STRING_REF: this.pos--; return this.string();
      case DIGITS: return this.digitString();
      case ARRAY: {
        const n = this.count();
        const a: unknown[] = new Array(n);
        for (let i = 0; i < n; i++) a[i] = this.value();
        return a;
      }
      case SHAPE: case SHAPE_REF: {
        this.pos--;
        const keys = this.shape();
        const o: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) o[keys[i]] = this.value();
        return o;
      }
      default: return this.fail(`unknown tag ${tag}`);
    }
  }

  object(): GameObject {
    const id = this.string();
    const card = this.string();
    const zone = ZONES[this.value() as number];
    if (zone === undefined) this.fail('unknown zone');
    const owner = this.string();
    const timestamp = this.value() as number;
    const flags = this.byte();
    const origin = flags & ORIGIN_IS_ID ? id : this.string();
    const controller = flags & CONTROLLER_IS_OWNER ? owner : this.string();
    const kind = this.value();
    const set = this.value();
    const o: GameObject = {
      id, origin, kind: (typeof kind === 'number' ? KINDS[kind] : kind) as GameObject['kind'], owner, controller, zone, card,
      set: (typeof set === 'number' ? SETS[set] : set) as GameObject['set'], timestamp,
      tapped: (flags & TAPPED) !== 0, faceDown: (flags & FACE_DOWN) !== 0, phasedOut: (flags & PHASED_OUT) !== 0,
      controlledSince: this.value() as number, damage: this.value() as number, deathtouchDamage: (flags & DEATHTOUCH) !== 0,
      attachedTo: this.value() as string | null, counters: flags & NO_COUNTERS ? {} : this.value() as Record<string, number>,
      prepared: (flags & PREPARED) !== 0,
    };
    let present = this.varint();
    const fields = o as unknown as Record<string, unknown>;
    for (let i = 0; present !== 0; i++, present = Math.floor(present / 2)) {
      if (i >= OTHER_FIELDS.length) this.fail('unknown object field');
      if (present % 2 === 1) fields[OTHER_FIELDS[i]] = this.value();
    }
    return o;
  }
}

/**
 * Reads `encodeStateBinary`'s bytes back into a game state, rejecting malformed bytes and other schema
 * versions with a clear message (the byte where reading failed).
 */
export function decodeStateBinary(bytes: Uint8Array): DecodeResult {
  const r = new Reader(bytes);
  try {
    for (const b of MAGIC) if (r.byte() !== b) return { error: 'not a binary game state: it does not start with "ARB"' };
    const schema = r.varint();
    if (schema !== SCHEMA_VERSION) return { error: `game state schema ${schema} is not supported (expected ${SCHEMA_VERSION})` };
    const keys = r.shape();
    const state: Record<string, unknown> = {};
    for (const k of keys) {
      if (k === 'objects') {
        const objects: Record<string, GameObject> = {};
        for (let n = r.count(); n > 0; n--) {
          const o = r.object();
          objects[o.id] = o;
        }
        state.objects = objects;
      } else if (k === 'lki') {
        const lki: Record<string, LastKnown> = {};
        for (let n = r.count(); n > 0; n--) {
          const id = r.string();
          const known: Record<string, unknown> = {};
          for (const f of r.shape()) known[f] = f === 'object' ? r.object() : r.value();
          lki[id] = known as unknown as LastKnown;
        }
        state.lki = lki;
      } else state[k] = r.value();
    }
    if (r.pos !== bytes.length) r.fail('bytes left over');
    for (const key of ['players', 'objects', 'turn', 'order', 'battlefield', 'stack', 'exile'] as const) {
      if (!(key in state)) return { error: `not a game state: missing ${key}` };
    }
    return { state: state as unknown as GameState };
  } catch (e) {
    if (e instanceof Malformed) return { error: `not a binary game state: ${e.message}` };
    throw e;
  }
}
