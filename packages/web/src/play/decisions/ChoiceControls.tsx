import { useEffect, useState } from 'react';
import { formatSymbol, type CostMode, type ObjectId, type SymbolChoice } from '@arbiter/engine';
import type { DecisionProps, Pending } from './types';

/** Objects chosen by clicking them on the table or in the list (with a search box for long lists). */
function ObjectChooser({ view, options, chosen, onToggle }: { view: DecisionProps['view']; options: ObjectId[]; chosen: ObjectId[]; onToggle(id: ObjectId): void }) {
  const [query, setQuery] = useState('');
  const name = (id: ObjectId) => view.objects[id]?.name || 'hidden card';
  const shown = options.filter((id) => name(id).toLowerCase().includes(query.toLowerCase()));
  return (
    <div>
      {options.length > 8 && <input type="search" placeholder="Search" aria-label="Search options" value={query} onChange={(e) => setQuery(e.target.value)} />}
      <div className="choices">
        {shown.map((id) => {
          const at = chosen.indexOf(id);
          return <button key={id} className={at >= 0 ? 'chip on' : 'chip'} aria-pressed={at >= 0} onClick={() => onToggle(id)}>
            {at >= 0 && chosen.length > 1 ? `${at + 1}. ` : ''}{name(id)}</button>;
        })}
      </div>
    </div>
  );
}

function useObjectChoice(props: DecisionProps, options: ObjectId[], initial: ObjectId[], max: number, confirm: (ids: ObjectId[]) => void) {
  const [chosen, setChosen] = useState<ObjectId[]>(initial);
  const toggle = (id: ObjectId) => {
    if (chosen.includes(id)) return setChosen(chosen.filter((x) => x !== id));
    if (!options.includes(id)) return props.answer({ kind: 'chooseObjects', objects: [...chosen, id] }); // the engine says why not
    setChosen(max === 1 ? [id] : chosen.length < max ? [...chosen, id] : chosen);
  };
  useEffect(() => props.bind({ candidates: new Set(options), chosen: new Set(chosen), pickObject: toggle, pickPlayer() {} }, () => confirm(chosen)));
  return { chosen, toggle, setChosen };
}

/** CR 103.5 — the cards of a kept hand to put on the bottom. */
export function BottomCardsControl(props: DecisionProps<Pending<'bottomCards'>>) {
  const { pending, answer, view } = props;
  const confirm = (cards: ObjectId[]) => answer({ kind: 'bottomCards', cards });
  const { chosen, toggle } = useObjectChoice(props, pending.options, [], pending.count, confirm);
  return (
    <div>
      <p>Put {pending.count} card{pending.count > 1 ? 's' : ''} on the bottom ({chosen.length} chosen).</p>
      <ObjectChooser view={view} options={pending.options} chosen={chosen} onToggle={toggle} />
      <div className="choices"><button className="primary" onClick={() => confirm(chosen)} title="Enter">Confirm</button></div>
    </div>
  );
}

/** Choose objects (search, discard, sacrifice, cost objects, ...), in order when it matters. */
export function ChooseObjectsControl(props: DecisionProps<Pending<'chooseObjects'>>) {
  const { pending, answer, input, view } = props;
  const confirm = (objects: ObjectId[]) => answer({ kind: 'chooseObjects', objects });
  const { chosen, toggle } = useObjectChoice(props, pending.options, pending.min === pending.max && pending.options.length === pending.min ? [...pending.suggested] : [], pending.max, confirm);
  return (
    <div>
      <p>{pending.purpose}: choose {pending.min === pending.max ? pending.min : `${pending.min}–${pending.max}`}{pending.ordered ? ', in order' : ''} ({chosen.length} chosen).</p>
      <ObjectChooser view={view} options={pending.options} chosen={chosen} onToggle={toggle} />
      <div className="choices">
        <button className="primary" onClick={() => confirm(chosen)} title="Enter">Confirm</button>
        <button onClick={() => confirm(pending.suggested)}>Suggested</button>
        {pending.draft && <button onClick={() => input({ player: pending.player, kind: 'answer', answer: { kind: 'cancel' } })}>Cancel</button>}
      </div>
    </div>
  );
}

/** CR 704.5j — the legend rule: keep one. */
export function LegendRuleControl(props: DecisionProps<Pending<'legendRule'>>) {
  const { pending, answer, view } = props;
  const confirm = (objects: ObjectId[]) => answer({ kind: 'chooseObjects', objects });
  const { chosen, toggle } = useObjectChoice(props, pending.options, [...pending.suggested], 1, confirm);
  return (
    <div>
      <p>Keep one {pending.name}; the others go to the graveyard.</p>
      <ObjectChooser view={view} options={pending.options} chosen={chosen} onToggle={toggle} />
      <div className="choices"><button className="primary" onClick={() => confirm(chosen)} title="Enter">Keep</button></div>
    </div>
  );
}

const CHOICE_LABEL = (c: SymbolChoice, symbol: string) =>
  'half' in c ? symbol.slice(1, -1).split('/')[c.half] : 'life' in c ? '2 life' : 'mana';

/** CR 601.2b — X, modes, and the half of each hybrid or Phyrexian symbol, announced while casting. */
export function AnnounceControl({ pending, answer, input, bind }: DecisionProps<Pending<'announce'>>) {
  const [x, setX] = useState(pending.suggested.x);
  const [announce, setAnnounce] = useState<Record<number, SymbolChoice>>({ ...pending.suggested.announce });
  const [modes, setModes] = useState<number[]>(pending.suggested.modes ?? []);
  const confirm = () => answer({ kind: 'announce', ...(pending.needsX ? { x } : {}), announce, ...(pending.modes ? { modes } : {}) });
  useEffect(() => bind(null, confirm));
  return (
    <div>
      {pending.modes && (
        <fieldset><legend>Modes ({pending.modes.min === pending.modes.max ? pending.modes.min : `${pending.modes.min}–${pending.modes.max}`})</legend>
          {pending.modes.options.map((m, i) => (pending.modes!.sameModeAgain
            // 700.2d: "You may choose the same mode more than once": how many times each mode is chosen.
            ? <label key={i} className="number-row"><input type="number" min={0} max={pending.modes!.max} aria-label={`times: ${m}`} value={modes.filter((n) => n === i).length}
              onChange={(e) => setModes([...modes.filter((n) => n !== i), ...Array<number>(Math.max(0, Number(e.target.value) || 0)).fill(i)].sort())} /> {m}</label>
            : <label key={i} className="block"><input type="checkbox" checked={modes.includes(i)}
              onChange={() => setModes(modes.includes(i) ? modes.filter((n) => n !== i) : [...modes, i].sort())} /> {m}</label>
          ))}
        </fieldset>
      )}
      {pending.needsX && <label className="number-row">X <input type="number" min={0} aria-label="X" value={x} onChange={(e) => setX(Math.max(0, Number(e.target.value) || 0))} /></label>}
      {pending.symbols.map(({ index, choices }) => {
        const symbol = pending.cost?.[index];
        const text = symbol ? formatSymbol(symbol) : `symbol ${index + 1}`;
        return (
          <label key={index} className="number-row">{text}{' '}
            <select aria-label={`pay ${text}`} value={choices.findIndex((c) => JSON.stringify(c) === JSON.stringify(announce[index]))}
              onChange={(e) => setAnnounce({ ...announce, [index]: choices[Number(e.target.value)] })}>
              {choices.map((c, i) => <option key={i} value={i}>{CHOICE_LABEL(c, text)}</option>)}
            </select>
          </label>
        );
      })}
      <div className="choices">
        <button className="primary" onClick={confirm} title="Enter">Announce</button>
        <button onClick={() => input({ player: pending.player, kind: 'answer', answer: { kind: 'cancel' } })}>Cancel</button>
      </div>
    </div>
  );
}

/** CR 601.2b — optional additional costs (kicker once; multikicker any number of times). */
export function OptionalCostsControl({ pending, answer, input, bind }: DecisionProps<Pending<'optionalCosts'>>) {
  const [times, setTimes] = useState<number[]>(pending.options.map((o) => pending.suggested.filter((m) => m === o.mode).length));
  const pay = (): CostMode[] => pending.options.flatMap((o, i) => Array<CostMode>(times[i]).fill(o.mode));
  const confirm = () => answer({ kind: 'optionalCosts', pay: pay() });
  useEffect(() => bind(null, confirm));
  return (
    <div>
      {pending.options.map((o, i) => (
        <label key={i} className="number-row">{o.mode}{' '}
          {o.anyNumber
            ? <input type="number" min={0} aria-label={`times to pay ${o.mode}`} value={times[i]} onChange={(e) => setTimes(times.map((t, j) => (j === i ? Math.max(0, Number(e.target.value) || 0) : t)))} />
            : <input type="checkbox" checked={times[i] > 0} onChange={() => setTimes(times.map((t, j) => (j === i ? (t ? 0 : 1) : t)))} />}
        </label>
      ))}
      <div className="choices">
        <button className="primary" onClick={confirm} title="Enter">Confirm</button>
        <button onClick={() => input({ player: pending.player, kind: 'answer', answer: { kind: 'cancel' } })}>Cancel</button>
      </div>
    </div>
  );
}

/** CR 603.3b — the order a player's simultaneous triggers go on the stack (first listed goes on first). */
export function OrderTriggersControl({ pending, answer, bind }: DecisionProps<Pending<'orderTriggers'>>) {
  const [order, setOrder] = useState<number[]>([...pending.suggested]);
  const move = (at: number, by: number) => {
    const next = [...order];
    const [item] = next.splice(at, 1);
    next.splice(Math.max(0, Math.min(next.length, at + by)), 0, item);
    setOrder(next);
  };
  const confirm = () => answer({ kind: 'orderTriggers', order });
  useEffect(() => bind(null, confirm));
  return (
    <div>
      <p>First on the stack (resolves last) at the top.</p>
      <ol className="options">
        {order.map((t, i) => (
          <li key={t} className="order-row">{pending.triggers[t]}
            <button aria-label="earlier" onClick={() => move(i, -1)} disabled={i === 0}>↑</button>
            <button aria-label="later" onClick={() => move(i, 1)} disabled={i === order.length - 1}>↓</button>
          </li>
        ))}
      </ol>
      <div className="choices"><button className="primary" onClick={confirm} title="Enter">Confirm order</button></div>
    </div>
  );
}

/** CR 700.2b, 603.3c — the modes of a modal triggered ability. */
export function TriggerModesControl({ pending, answer, bind }: DecisionProps<Pending<'triggerModes'>>) {
  const [modes, setModes] = useState<number[]>([...pending.suggested]);
  const confirm = () => answer({ kind: 'announce', modes });
  useEffect(() => bind(null, confirm));
  return (
    <div>
      {pending.options.map((m, i) => (
        <label key={i} className="block"><input type="checkbox" disabled={!pending.legal.includes(i)} checked={modes.includes(i)}
          onChange={() => setModes(modes.includes(i) ? modes.filter((n) => n !== i) : [...modes, i].sort())} /> {m}</label>
      ))}
      <div className="choices"><button className="primary" onClick={confirm} title="Enter">Choose modes</button></div>
    </div>
  );
}

/** One of several named options: buttons (616.1 replacement order, 702.140c over/under, 614.12 choices). */
export function OptionButtons({ options, onChoose, suggested }: { options: string[]; onChoose(i: number): void; suggested: number }) {
  return <ul className="options">{options.map((o, i) => <li key={i}><button className={i === suggested ? 'option suggested' : 'option'} onClick={() => onChoose(i)}>{o}</button></li>)}</ul>;
}

export function ChooseOptionControl({ pending, answer, bind }: DecisionProps<Pending<'chooseOption'>>) {
  useEffect(() => bind(null, () => answer({ kind: 'chooseOption', choice: pending.suggested })));
  return <OptionButtons options={pending.options} suggested={pending.suggested} onChoose={(choice) => answer({ kind: 'chooseOption', choice })} />;
}

export function OrderReplacementsControl({ pending, answer, bind }: DecisionProps<Pending<'orderReplacements'>>) {
  useEffect(() => bind(null, () => answer({ kind: 'chooseNumber', value: pending.suggested })));
  return <div><p>Which applies first?</p><OptionButtons options={pending.options} suggested={pending.suggested} onChoose={(value) => answer({ kind: 'chooseNumber', value })} /></div>;
}

export function ChooseNumberControl({ pending, answer, bind }: DecisionProps<Pending<'chooseNumber'>>) {
  const [value, setValue] = useState(pending.suggested);
  const confirm = () => answer({ kind: 'chooseNumber', value });
  useEffect(() => bind(null, confirm));
  return (
    <div className="choices">
      <input type="number" aria-label="Number" min={pending.min} max={pending.max} value={value} onChange={(e) => setValue(Number(e.target.value) || 0)} />
      <button className="primary" onClick={confirm} title="Enter">Choose {value}</button>
    </div>
  );
}

/** CR 201.4 — a card name, from the legal ones, with a search box. */
export function ChooseNameControl({ pending, answer, bind }: DecisionProps<Pending<'chooseName'>>) {
  const [query, setQuery] = useState('');
  const [name, setName] = useState(pending.suggested);
  const confirm = () => answer({ kind: 'chooseName', name });
  useEffect(() => bind(null, confirm));
  const shown = pending.options.filter((n) => n.toLowerCase().includes(query.toLowerCase())).slice(0, 50);
  return (
    <div>
      <input type="search" placeholder="Search card names" aria-label="Search card names" value={query} onChange={(e) => setQuery(e.target.value)} />
      <ul className="options">{shown.map((n) => <li key={n}><button className={n === name ? 'option on' : 'option'} onClick={() => setName(n)}>{n}</button></li>)}</ul>
      <div className="choices"><button className="primary" onClick={confirm} title="Enter">Name {name}</button></div>
    </div>
  );
}

/** CR 106.8 — the half of each hybrid symbol whose mana is added. */
export function ChooseHalvesControl({ pending, answer, bind }: DecisionProps<Pending<'chooseHalves'>>) {
  const [halves, setHalves] = useState<number[]>([...pending.suggested]);
  const confirm = () => answer({ kind: 'chooseHalves', halves });
  useEffect(() => bind(null, confirm));
  return (
    <div>
      {pending.symbols.map((s, i) => (
        <label key={i} className="number-row">{s}{' '}
          <select value={halves[i]} onChange={(e) => setHalves(halves.map((h, j) => (j === i ? Number(e.target.value) : h)))}>
            {pending.options[i].map((o, j) => <option key={j} value={j}>{o}</option>)}
          </select>
        </label>
      ))}
      <div className="choices"><button className="primary" onClick={confirm} title="Enter">Add mana</button></div>
    </div>
  );
}
