/**
 * The lab's board editor works on the scenario text, not on a game: each edit changes the YAML document's
 * `players[i].<zone>` list, and the page re-checks the result like any other text. The edit is made with the
 * `yaml` library's document API (the truth of what the file means afterwards) and written back as a splice of
 * the user's own text: only the entry, item or key that changed is rewritten, so formatting, comments, quoting
 * and folded lines elsewhere are kept byte for byte. A plain card name (`- Mountain`) becomes a mapping
 * (`{ card: Mountain, tapped: true }`) when a field is set on it.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, stringify, YAMLMap, type Pair, type ParsedNode, type YAMLSeq } from 'yaml';
import type { Scenario } from '@arbiter/formats';
import type { SetupBoard, SetupEdit, SetupZone } from '../lab/messages';

const ZONES: SetupZone[] = ['library', 'hand', 'graveyard', 'exile', 'battlefield'];

/** The setup as the board editor lists it (from a scenario that parsed). */
export function setupBoard(sc: Scenario): SetupBoard {
  return {
    players: sc.players.map((p) => ({
      name: p.name,
      zones: Object.fromEntries(ZONES.map((z) => [z, p[z].map((o) => ({
        card: o.card, owner: o.owner, tapped: o.tapped, prepared: o.prepared, counters: o.counters, line: o.loc.line,
      }))])) as SetupBoard['players'][number]['zones'],
    })),
  };
}

/** The entry at `path` as a mapping, turning a plain card name into `{ card: name }` first. */
function entryMap(doc: Document, path: (string | number)[]): YAMLMap | string {
  const node = doc.getIn(path, true);
  if (isMap(node)) return node;
  if (isScalar(node) && typeof node.value === 'string') {
    const map = doc.createNode({ card: node.value }) as YAMLMap;
    doc.setIn(path, map);
    return map;
  }
  return `no setup entry at ${path.join('.')}`;
}

/** The edit on the document (what the text must mean afterwards); a problem when it doesn't apply. */
function editDocument(doc: Document, edit: SetupEdit): string | null {
  const zonePath = ['players', edit.player, edit.zone];
  switch (edit.kind) {
    case 'add': {
      const list = doc.getIn(zonePath, true);
      if (list === undefined || list === null || (isScalar(list) && list.value === null)) doc.setIn(zonePath, doc.createNode([edit.card]));
      else if (isSeq(list)) list.add(doc.createNode(edit.card));
      else return `players[${edit.player}].${edit.zone} is not a list`;
      return null;
    }
    case 'remove': {
      const list = doc.getIn(zonePath, true);
      if (!isSeq(list) || !list.has(edit.index)) return `no entry ${edit.index + 1} in players[${edit.player}].${edit.zone}`;
      list.delete(edit.index);
      return null;
    }
    case 'set': {
      const map = entryMap(doc, [...zonePath, edit.index]);
      if (typeof map === 'string') return map;
      const empty = edit.value === null || edit.value === false || (typeof edit.value === 'object' && !Object.keys(edit.value).length);
      if (empty) map.delete(edit.field);
      else map.set(edit.field, doc.createNode(edit.value));
      return null;
    }
  }
}

/** Applies one edit to a scenario text; the new text, or why it could not be applied. */
export function editSetup(text: string, edit: SetupEdit): { text: string } | { problem: string } {
  const doc = parseDocument(text);
  if (doc.errors.length) return { problem: 'the YAML has syntax errors: fix them in the editor first' };
  if (!isSeq(doc.get('players')) || !isMap(doc.getIn(['players', edit.player], true))) return { problem: `the scenario has no player ${edit.player + 1}` };
  // The splice is worked out on the text as it was; the document edit says what it must come to.
  const splice = spliceFor(doc, text, edit);
  const problem = editDocument(doc, edit);
  if (problem) return { problem };
  if (splice) {
    const spliced = text.slice(0, splice.from) + splice.insert + text.slice(splice.to);
    const again = parseDocument(spliced);
    if (!again.errors.length && JSON.stringify(again.toJS()) === JSON.stringify(doc.toJS())) return { text: spliced };
  }
  // A layout the splices don't handle: the whole document, written by the library (comments are kept).
  return { text: doc.toString({ lineWidth: 0 }) };
}

interface Splice { from: number; to: number; insert: string }

type Ranged = ParsedNode & { range: [number, number, number] };

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
/** The end of the line holding `at - 1` (the position of its newline, or the end of the text). */
const lineEnd = (text: string, at: number) => {
  const eol = text.indexOf('\n', Math.max(0, at - 1));
  return eol === -1 ? text.length : eol;
};
const indentOf = (text: string, at: number) => /^[ \t]*/.exec(text.slice(lineStart(text, at)))![0];

/** A value as an item of a flow collection (`Mountain`, `{ card: Mountain, tapped: true }`, quoted when it must be). */
function flowText(value: unknown): string {
  const doc = new Document([value]);
  (doc.contents as YAMLSeq).flow = true;
  return doc.toString({ lineWidth: 0 }).trim().replace(/^\[\s*|\s*\]$/g, '');
}

/** A mapping in block style, its later lines indented to `indent`. */
function blockText(value: unknown, indent: string): string {
  return stringify(value, { lineWidth: 0 }).trimEnd().split('\n').join(`\n${indent}`);
}

/** The change of the user's text that makes `edit`, or null when the layout is one the splices don't cover. */
function spliceFor(doc: Document, text: string, edit: SetupEdit): Splice | null {
  const zonePath = ['players', edit.player, edit.zone];
  const list = doc.getIn(zonePath, true) as Ranged | undefined;
  const items = list && isSeq(list) ? (list.items as Ranged[]) : null;
  switch (edit.kind) {
    case 'add': {
      if (items && list!.range) return addToList(text, list as Ranged & YAMLSeq, items, flowText(edit.card));
      return addZone(doc, text, edit.player, edit.zone, flowText(edit.card));
    }
    case 'remove': {
      const item = items?.[edit.index];
      if (!items || !item?.range) return null;
      if ((list as YAMLSeq).flow) {
        if (items.length === 1) return { from: item.range[0], to: item.range[1], insert: '' };
        return edit.index > 0
          ? { from: items[edit.index - 1].range[1], to: item.range[1], insert: '' }
          : { from: item.range[0], to: items[1].range[0], insert: '' };
      }
      const end = lineEnd(text, item.range[1]);
      if (items.length === 1) {
        // The block list's last item goes: the key keeps an empty flow list (`hand: []`).
        const key = zoneKey(doc, edit.player, edit.zone);
        const colon = key ? text.indexOf(':', key.range[1]) : -1;
        return colon < 0 ? null : { from: colon + 1, to: end, insert: ' []' };
      }
      return { from: lineStart(text, item.range[0]), to: Math.min(text.length, end + 1), insert: '' };
    }
    case 'set': {
      const node = items?.[edit.index];
      if (!node?.range) return null;
      const value = isMap(node) ? (node.toJSON() as Record<string, unknown>) : isScalar(node) && typeof node.value === 'string' ? { card: node.value } : null;
      if (!value) return null;
      const empty = edit.value === null || edit.value === false || (typeof edit.value === 'object' && !Object.keys(edit.value).length);
      if (empty) delete value[edit.field];
      else value[edit.field] = edit.value;
      const block = isMap(node) && !node.flow;
      const insert = block ? blockText(value, ' '.repeat(node.range[0] - lineStart(text, node.range[0]))) : flowText(value);
      // A block mapping's range takes in its line break: keep it.
      return { from: node.range[0], to: node.range[0] + text.slice(node.range[0], node.range[1]).trimEnd().length, insert };
    }
  }
}

/** A new last item of an existing list: `, Item` in a flow list, `- Item` on a line of its own in a block list. */
function addToList(text: string, list: Ranged & YAMLSeq, items: Ranged[], item: string): Splice | null {
  const last = items[items.length - 1];
  if (list.flow) {
    if (!last) {
      const close = text.lastIndexOf(']', list.range[1]);
      return close < list.range[0] ? null : { from: close, to: close, insert: item };
    }
    return { from: last.range[1], to: last.range[1], insert: `, ${item}` };
  }
  if (!last?.range) return null;
  const dash = text.lastIndexOf('-', items[0].range[0]);
  const at = lineEnd(text, last.range[1]);
  return { from: at, to: at, insert: `\n${indentOf(text, dash)}- ${item}` };
}

/** The key node of a player's zone. */
function zoneKey(doc: Document, player: number, zone: SetupZone): Ranged | undefined {
  const map = doc.getIn(['players', player], true) as YAMLMap | undefined;
  const pair = (map?.items as Pair<Ranged, unknown>[] | undefined)?.find((p) => isScalar(p.key) && p.key.value === zone);
  return pair?.key.range ? pair.key : undefined;
}

/** A zone key the player doesn't have yet (or has empty: `hand:`), with a flow list of one item. */
function addZone(doc: Document, text: string, player: number, zone: SetupZone, item: string): Splice | null {
  const map = doc.getIn(['players', player], true) as (Ranged & YAMLMap) | undefined;
  if (!map?.range) return null;
  const pairs = map.items as Pair<Ranged, Ranged | null>[];
  const existing = pairs.find((p) => isScalar(p.key) && p.key.value === zone);
  if (existing) {
    // `hand:` with nothing after it (an empty list there is a flow list, added to by addToList).
    const key = existing.key;
    const end = existing.value?.range ? existing.value.range[1] : key.range[1];
    return { from: key.range[0], to: Math.max(end, key.range[1] + 1), insert: `${zone}: [${item}]` };
  }
  const last = pairs[pairs.length - 1];
  const lastEnd = last?.value?.range?.[1] ?? last?.key.range[1];
  if (lastEnd === undefined) return null;
  if (map.flow) return { from: lastEnd, to: lastEnd, insert: `, ${zone}: [${item}]` };
  const at = lineEnd(text, lastEnd);
  return { from: at, to: at, insert: `\n${' '.repeat(pairs[0].key.range[0] - lineStart(text, pairs[0].key.range[0]))}${zone}: [${item}]` };
}
