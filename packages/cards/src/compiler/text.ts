/**
 * The sentence splitter: Oracle text → abilities (one per paragraph, CR 113.2c; DESIGN 7) → sentences.
 * Reminder text (in parentheses) is not rules text (CR 207.2) and is dropped; a modal paragraph ("Choose
 * one —" followed by "• " lines, CR 700.2) stays one unit with its modes.
 */

/** One paragraph of rules text: an ability, or a modal ability with its modes. */
export interface Paragraph {
  /** The paragraph as printed, without reminder text (the `text` of the compiled ability). */
  text: string;
  /** For a modal paragraph: the text of each mode (without the bullet; a "+ {cost} — " mode with its cost, 702.172b). */
  modes?: string[];
}

/** Removes reminder text: parenthesized text outside quotes (CR 207.2). */
export function withoutReminder(text: string): string {
  return text.replace(/\s*\([^()]*\)/g, '').trim();
}

/** A text with its first letter capitalised: a clause read lower-case, printed back as a sentence (or a type word). */
export function upperFirst(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}

/** CR 700.2d — a modal intro that ends with a sentence, not a dash: "Choose up to four. You may choose the same mode more than once." */
const SAME_MODE_AGAIN = /^Choose [^.]+\. You may choose the same mode more than once\.$/;

/** CR 702.172b, 702.183a — a spree or tiered spell's keyword line introduces its modes, each written "+ {cost} — <effect>". */
const MODE_COST_KEYWORD = /^(Spree|Tiered)$/;
export const PLUS_MODE = /^\+\s*((?:\{[^}]+\})+)\s*—\s*(.*)$/s;

/** Paragraphs of a face's rules text, modal bullets attached to the paragraph that introduces them. */
export function paragraphs(oracle: string): Paragraph[] {
  const out: Paragraph[] = [];
  for (const raw of oracle.split('\n')) {
    const line = withoutReminder(raw);
    if (!line) continue;
    const bullet = /^[•●]\s*(.*)$/.exec(line);
    const last = out[out.length - 1];
    if (bullet && last?.modes) {
      last.modes.push(bullet[1]);
      last.text += `\n• ${bullet[1]}`;
    } else if (PLUS_MODE.test(line) && last?.modes) {
      last.modes.push(line);
      last.text += `\n${line}`;
    } else if (((/—$/.test(line) || SAME_MODE_AGAIN.test(line)) && /\bchoose\b/i.test(line)) || MODE_COST_KEYWORD.test(line)) out.push({ text: line, modes: [] });
    else out.push({ text: line });
  }
  return out;
}

/**
 * Sentences of one paragraph: split after a period followed by a capital letter, never inside a quoted
 * ability ("... with "Whenever this token attacks, you gain 1 life."").
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === '“' || c === '”') quoted = !quoted;
    const ends = c === '.' || (c === '"' && text[i - 1] === '.');
    if (!quoted && ends && /^\s+[A-Z{+−~-]/.test(text.slice(i + 1, i + 3))) {
      out.push(text.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/**
 * The name a card's text uses for itself (CR 201.5): its full name, and for a legendary card with a comma
 * in its name, the part before the comma ("Ennis" for "Ennis, Debate Moderator").
 */
export function selfNames(name: string): string[] {
  const names = [name];
  const short = /^([^,]+),/.exec(name);
  if (short) names.push(short[1]);
  return names;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * CR 201.5 — text that refers to the object it's on by name, or as "this creature" (and the like), refers
 * to that object: both become "~", so templates read one form. Inside quotes ("... with "Whenever this token
 * attacks ...""), the quoted ability is compiled on its own, so quotes are left alone here.
 */
export function normalizeSelf(text: string, names: string[]): string {
  const parts = text.split(/("[^"]*")/);
  return parts.map((p, i) => (i % 2 ? p : normalizeOutside(p, names))).join('');
}

function normalizeOutside(text: string, names: string[]): string {
  let t = text;
  for (const n of [...names].sort((a, b) => b.length - a.length)) {
    t = t.replace(new RegExp(`${escape(n)}(?!\\w)`, 'g'), '~');
  }
  return t.replace(/\b[Tt]his (creature|enchantment|artifact|land|permanent|Vehicle|Aura|Equipment|spell|card|token|Saga|Book)\b/g, '~');
}
