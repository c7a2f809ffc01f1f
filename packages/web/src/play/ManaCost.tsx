/** Mana symbols as small CSS discs: `{2}{U/B}{W/P}` → one disc per symbol (no fonts or images to fetch). */
export function ManaCost({ cost }: { cost: string | null }) {
  if (!cost) return null;
  const symbols = cost.match(/\{[^}]+\}/g) ?? [];
  return <span className="mana-cost" aria-label={cost}>{symbols.map((s, i) => <ManaSymbol key={i} symbol={s} />)}</span>;
}

/** Rules text with every `{…}` symbol drawn as a disc. */
export function SymbolText({ text }: { text: string }) {
  const parts = text.split(/(\{[^}]+\})/g);
  return <>{parts.map((p, i) => (p.startsWith('{') ? <ManaSymbol key={i} symbol={p} /> : p))}</>;
}

const COLOR_CLASS: Record<string, string> = { W: 'w', U: 'u', B: 'b', R: 'r', G: 'g', C: 'c', S: 'c' };

function ManaSymbol({ symbol }: { symbol: string }) {
  const body = symbol.slice(1, -1).toUpperCase();
  const halves = body.split('/');
  const classes = halves.map((h) => COLOR_CLASS[h] ?? (h === 'P' ? 'p' : 'n'));
  const label = body === 'T' ? '⟳' : body === 'Q' ? '⟲' : halves.length > 1 ? halves.join('') : body;
  const className = body === 'T' || body === 'Q' ? 'ms ms-tap' : halves.length > 1 ? `ms ms-hybrid ms-${classes[0]}-${classes[1]}` : `ms ms-${classes[0]}`;
  return <span className={className} title={symbol}>{label}</span>;
}
