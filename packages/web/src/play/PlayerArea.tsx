import type { ObjectId, PlayerId } from '@arbiter/engine';
import type { ObjectView, TableView } from '../protocol';
import { Card, CardBack } from './Card';
import { usePicking } from './pick';

function CardOrBack({ view, id, compact }: { view: TableView; id: ObjectId; compact?: boolean }) {
  const o = view.objects[id];
  return o ? <Card object={o} compact={compact} /> : <CardBack id={id} />;
}

/** CR 722.3c — a permanent with what is attached to it and, when prepared, its exiled prepare-spell copy. */
function Permanent({ view, object, attached }: { view: TableView; object: ObjectView; attached: ObjectView[] }) {
  const copy = object.preparedCopy ? view.objects[object.preparedCopy] : undefined;
  return (
    <div className="permanent">
      <Card object={object} />
      {attached.map((a) => <div key={a.id} className="attachment"><Card object={a} compact /></div>)}
      {copy && (
        <div className="prepare-copy" aria-label={`prepare copy of ${object.name}`}>
          <div className="zone-note">prepare copy (in exile)</div>
          <Card object={copy} compact />
        </div>
      )}
    </div>
  );
}

function Zone({ title, ids, view, compact = true }: { title: string; ids: ObjectId[]; view: TableView; compact?: boolean }) {
  return (
    <div className={`zone zone-${title.toLowerCase().replace(/ /g, '-')}`}>
      <div className="zone-title">{title} <span className="count">{ids.length}</span></div>
      <div className="zone-cards">{ids.map((id) => <CardOrBack key={id} view={view} id={id} compact={compact} />)}</div>
    </div>
  );
}

/** Lands, creatures and other permanents a player controls; attachments sit under what they are attached to. */
function Battlefield({ view, player }: { view: TableView; player: PlayerId }) {
  const mine = view.state.battlefield.filter((id) => view.state.objects[id].controller === player);
  const visible = mine.map((id) => view.objects[id]).filter((o): o is ObjectView => !!o);
  const attachedTo = (host: ObjectId) => visible.filter((o) => o.attachedTo === host);
  const hostOnTable = (o: ObjectView) => o.attachedTo !== null && view.state.battlefield.includes(o.attachedTo);
  const rows: [string, (o: ObjectView) => boolean][] = [
    ['Creatures', (o) => /\bCreature\b/.test(o.typeLine)],
    ['Lands', (o) => /\bLand\b/.test(o.typeLine) && !/\bCreature\b/.test(o.typeLine)],
    ['Other permanents', (o) => !/\b(Creature|Land)\b/.test(o.typeLine)],
  ];
  const hidden = mine.filter((id) => !view.objects[id]);
  return (
    <div className="battlefield">
      {rows.map(([title, test]) => {
        const objs = visible.filter((o) => test(o) && !hostOnTable(o));
        return (
          <div key={title} className={`bf-row bf-${title.split(' ')[0].toLowerCase()}`}>
            <div className="zone-title">{title}</div>
            <div className="zone-cards">{objs.map((o) => <Permanent key={o.id} view={view} object={o} attached={attachedTo(o.id)} />)}</div>
          </div>
        );
      })}
      {hidden.length > 0 && <div className="zone-cards">{hidden.map((id) => <CardBack key={id} id={id} />)}</div>}
    </div>
  );
}

/** One player's side of the table: counters of life and poison, every zone. */
export function PlayerArea({ view, player }: { view: TableView; player: PlayerId }) {
  const picking = usePicking();
  const p = view.state.players[player];
  const state = view.state;
  const shownBeside = new Set(Object.values(view.objects).flatMap((o) => (o.preparedCopy ? [o.preparedCopy] : [])));
  const exile = state.exile.filter((id) => state.objects[id].owner === player && !shownBeside.has(id));
  const command = state.command.filter((id) => state.objects[id].owner === player);
  const classes = ['player-area', state.turn.active === player && 'is-active', state.turn.priority === player && 'has-priority',
    picking.candidates.has(player) && 'is-candidate', picking.chosen.has(player) && 'is-chosen', p.left && 'has-left'].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-label={`Player ${p.name}`} data-player={player}>
      <header className="player-head" onClick={() => picking.pickPlayer(player)} role="button" aria-label={`${p.name}: ${p.life} life`}>
        <span className="player-name">{p.name}</span>
        <span className="life" title="life">♥ {p.life}</span>
        {p.poison > 0 && <span className="poison" title="poison counters">☠ {p.poison}</span>}
        <span className="library" title="cards in library">Library {p.library.length}</span>
        {p.manaPool.length > 0 && <span className="pool" title="mana pool">Pool {p.manaPool.map((u) => u.type).join('')}</span>}
        {p.lost && <span className="badge">lost</span>}
        {state.over?.winners?.includes(player) && <span className="badge badge-win">won</span>}
      </header>
      <Battlefield view={view} player={player} />
      <div className="player-zones">
        <Zone title="Hand" ids={p.hand} view={view} compact={false} />
        <Zone title="Graveyard" ids={p.graveyard} view={view} />
        <Zone title="Exile" ids={exile} view={view} />
        {command.length > 0 && <Zone title="Command zone" ids={command} view={view} />}
      </div>
    </section>
  );
}
