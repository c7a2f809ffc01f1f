import { COLORS, type Color, type HybridHalf, type ManaCost, type ManaSymbol } from './types';

/** CR 107.4 — thrown only for malformed mana-cost text (never for game situations). `index` is the 0-based character. */
export class ManaSyntaxError extends Error {
  constructor(
    readonly text: string,
    readonly index: number,
    expected: string,
  ) {
    super(`Malformed mana cost "${text}": expected ${expected} at character ${index}`);
    this.name = 'ManaSyntaxError';
  }
}

/** One '/'-separated part of a symbol's text and where it starts. */
interface Part {
  token: string;
  at: number;
}

const isColor = (token: string): token is Color => (COLORS as readonly string[]).includes(token);
const isNumber = (token: string): boolean => /^\d/.test(token);
const TOKEN = /^(?:\d+|[A-Z])/;

/**
 * CR 107.4 — parses printed mana-cost text such as "{2}{W/U}{B/P}" into its symbols, in printed order.
 * "" is no mana cost (CR 202.1b) and gives null; "{0}" is a cost of zero (CR 107.4d).
 * Throws ManaSyntaxError for text that is not a sequence of CR 107.4 symbols.
 */
export function parseManaCost(text: string): ManaCost | null {
  if (text === '') return null;
  const cost: ManaCost = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '{') throw new ManaSyntaxError(text, i, "'{'");
    const parts: Part[] = [];
    i++;
    for (;;) {
      const token = TOKEN.exec(text.slice(i))?.[0];
      if (token === undefined) throw new ManaSyntaxError(text, i, 'a number or a mana letter (W U B R G C S X Y Z P)');
      parts.push({ token, at: i });
      i += token.length;
      if (text[i] === '}') break;
      if (text[i] !== '/') throw new ManaSyntaxError(text, i, "'/' or '}'");
      i++;
    }
    cost.push(symbolOf(text, parts));
    i++;
  }
  return cost;
}

/** CR 107.4 — the symbol named by the '/'-separated parts of one brace group. */
function symbolOf(text: string, parts: Part[]): ManaSymbol {
  const fail = (at: number, expected: string): never => {
    throw new ManaSyntaxError(text, at, expected);
  };
  const amount = ({ token, at }: Part): number =>
    token.length > 1 && token.startsWith('0') ? fail(at, 'a number without leading zeros') : Number(token);
  const [a, b, c] = parts;
  if (parts.length > 3) fail(parts[3].at - 1, "'}' (a mana symbol has at most three parts)");
  if (!b) {
    if (isNumber(a.token)) return { kind: 'generic', amount: amount(a) };
    if (isColor(a.token)) return { kind: 'color', color: a.token };
    if (a.token === 'C') return { kind: 'colorless' };
    if (a.token === 'S') return { kind: 'snow' };
    if (a.token === 'X' || a.token === 'Y' || a.token === 'Z') return { kind: 'variable', name: a.token };
    return fail(a.at, 'a number or one of W U B R G C S X Y Z');
  }
  if (b.token === 'P') {
    if (!isColor(a.token)) fail(a.at, "a color before '/P'");
    if (c) fail(b.at + 1, "'}' after '/P'");
    return { kind: 'phyrexian', color: a.token as Color };
  }
  const first: HybridHalf = isColor(a.token)
    ? { color: a.token }
    : a.token === 'C'
      ? { colorless: true }
      : isNumber(a.token) && amount(a) > 0
        ? { generic: amount(a) }
        : fail(a.at, 'a color, C or a positive number as the first half of a hybrid symbol');
  if (!isColor(b.token)) fail(b.at, 'a color as the second half of a hybrid symbol');
  if (b.token === a.token) fail(b.at, `a color other than ${a.token}`);
  if (c) {
    if (c.token !== 'P') fail(c.at, "'P' (hybrid Phyrexian) or '}'");
    if (!('color' in first)) fail(c.at - 1, "'}' (only two-color hybrid symbols can be Phyrexian)");
  }
  return { kind: 'hybrid', halves: [first, { color: b.token as Color }], phyrexian: c !== undefined };
}

/** CR 107.4e — the printed text of one hybrid half: "W", "C" or "2". */
function formatHalf(half: HybridHalf): string {
  return 'color' in half ? half.color : 'colorless' in half ? 'C' : String(half.generic);
}

/** CR 107.4 — the canonical brace text of one mana symbol, e.g. "{W/U/P}". */
export function formatSymbol(s: ManaSymbol): string {
  switch (s.kind) {
    case 'generic':
      return `{${s.amount}}`;
    case 'variable':
      return `{${s.name}}`;
    case 'color':
      return `{${s.color}}`;
    case 'colorless':
      return '{C}';
    case 'snow':
      return '{S}';
    case 'phyrexian':
      return `{${s.color}/P}`;
    case 'hybrid':
      return `{${s.halves.map(formatHalf).join('/')}${s.phyrexian ? '/P' : ''}}`;
  }
}

/** CR 202.1 — the canonical text of a mana cost; no mana cost (null, CR 202.1b) is "". */
export function formatManaCost(cost: ManaCost | null): string {
  return cost ? cost.map(formatSymbol).join('') : '';
}
