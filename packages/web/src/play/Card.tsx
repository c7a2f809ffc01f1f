import type { ObjectView } from '../protocol';
import { ManaCost, SymbolText } from './ManaCost';
import { usePicking } from './pick';
import { useInspect } from '../inspector/InspectorHost';

/**
 * A text card: name, mana cost, type line, rules text, P/T or loyalty, and its status on the table — all as the
 * engine's view gives them now (613). On the battlefield, where continuous effects take abilities away or give
 * them (Humility, Opalescence, an Aura), the text is the permanent's current abilities (an empty box when it has
 * none); elsewhere the card's rules text. The printed text is on hover, and the inspector explains the layers.
 */
export function Card({ object, compact = false }: { object: ObjectView; compact?: boolean }) {
  const picking = usePicking();
  const inspect = useInspect();
  const candidate = picking.candidates.has(object.id);
  const chosen = picking.chosen.has(object.id);
  const status = [
    object.tapped && 'tapped', object.summoningSick && 'summoning sick', object.phasedOut && 'phased out',
    object.faceDown && 'face down', object.token && 'token', object.copy && 'copy', object.prepared && 'prepared',
  ].filter(Boolean) as string[];
  const counters = Object.entries(object.counters).filter(([, n]) => n > 0);
  const classes = ['card', `color-${object.colors.length > 1 ? 'multi' : object.colors[0]?.toLowerCase() ?? 'none'}`,
    object.tapped && 'is-tapped', object.phasedOut && 'is-phased', candidate && 'is-candidate', chosen && 'is-chosen', compact && 'compact']
    .filter(Boolean).join(' ');
  return (
    <div className={classes} data-object={object.id} data-name={object.name} role="button" tabIndex={0}
      aria-label={`${object.name}${status.length ? ` (${status.join(', ')})` : ''}`}
      onClick={(e) => { e.stopPropagation(); picking.pickObject(object.id); }}
      onContextMenu={inspect ? (e) => { e.preventDefault(); inspect(object.id); } : undefined} title={inspect ? 'right-click: inspect' : undefined}>
      <div className="card-head"><span className="card-name">{object.name || 'face-down'}</span><ManaCost cost={object.manaCost} /></div>
      <div className="card-type">{object.typeLine}</div>
      {!compact && (object.zone === 'battlefield'
        ? <div className="card-text card-abilities" title={object.text}>{object.abilities.map((a, i) => <div key={i}><SymbolText text={a} /></div>)}</div>
        : <div className="card-text"><SymbolText text={object.text} /></div>)}
      <div className="card-foot">
        {status.map((s) => <span key={s} className={`badge badge-${s.replace(/ /g, '-')}`}>{s}</span>)}
        {counters.map(([k, n]) => <span key={k} className="badge badge-counter">{n} {k}</span>)}
        {object.damage > 0 && <span className="badge badge-damage">{object.damage} damage</span>}
        {object.power !== null && object.toughness !== null && <span className="card-pt">{object.power}/{object.toughness}</span>}
        {object.loyalty !== null && <span className="card-pt" title="loyalty">◆{object.loyalty}</span>}
      </div>
    </div>
  );
}

/** An object the viewer may not see (an opponent's hand card, a library card, a face-down object of another). */
export function CardBack({ id }: { id: string }) {
  const picking = usePicking();
  return <div className={`card card-back${picking.candidates.has(id) ? ' is-candidate' : ''}`} data-object={id} aria-label="hidden card"
    onClick={(e) => { e.stopPropagation(); picking.pickObject(id); }} />;
}
