/**
 * The lab's board editor works on the scenario text, not on a game: each edit changes the YAML document's
 * `players[i].<zone>` list (comments, key order and the rest of the file are kept) and the page re-checks the
 * result like any other text. A plain card name (`- Mountain`) becomes a mapping when a field is set on it.
 */
import { isMap, isScalar, isSeq, parseDocument, YAMLMap, type Document } from 'yaml';
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

/** Applies one edit to a scenario text; the new text, or why it could not be applied. */
export function editSetup(text: string, edit: SetupEdit): { text: string } | { problem: string } {
  const doc = parseDocument(text);
  if (doc.errors.length) return { problem: 'the YAML has syntax errors: fix them in the editor first' };
  if (!isSeq(doc.get('players')) || !isMap(doc.getIn(['players', edit.player], true))) return { problem: `the scenario has no player ${edit.player + 1}` };
  const zonePath = ['players', edit.player, edit.zone];
  switch (edit.kind) {
    case 'add': {
      const list = doc.getIn(zonePath, true);
      if (list === undefined || list === null || (isScalar(list) && list.value === null)) doc.setIn(zonePath, doc.createNode([edit.card]));
      else if (isSeq(list)) list.add(doc.createNode(edit.card));
      else return { problem: `players[${edit.player}].${edit.zone} is not a list` };
      break;
    }
    case 'remove': {
      const list = doc.getIn(zonePath, true);
      if (!isSeq(list) || !list.has(edit.index)) return { problem: `no entry ${edit.index + 1} in players[${edit.player}].${edit.zone}` };
      list.delete(edit.index);
      break;
    }
    case 'set': {
      const map = entryMap(doc, [...zonePath, edit.index]);
      if (typeof map === 'string') return { problem: map };
      const empty = edit.value === null || edit.value === false || (typeof edit.value === 'object' && !Object.keys(edit.value).length);
      if (empty) map.delete(edit.field);
      else map.set(edit.field, doc.createNode(edit.value));
      break;
    }
  }
  // Flow lists stay as judges write them (`[Mountain]`), long lines unfolded.
  return { text: doc.toString({ flowCollectionPadding: false, lineWidth: 0 }) };
}
