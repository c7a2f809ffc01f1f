import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createGame, describeError, fallbackInput, playerView, renderEvent, step, type Answer, type CardRegistry, type GameState, type GameView, type Input, type PendingDecision, type PlayerId, type Target } from '@arbiter/engine';
import { agentMove, createAgent, deckKnowledge, describeDecision, isLevel, LEVELS, type Agent, type Reasoning } from '@arbiter/ai';
import { cardPool } from '../scenarios';
import { readDeck } from './decks';

export const PLAY_USAGE = `arbiter play [deckA] [deckB] [--vs random|easy|normal|hard] [--watch] [--explain] [--seed N] [--open-decklists]
    Play deckA (default red-green-beats) against the computer playing deckB (default white-blue-control) in the
    terminal; with --watch two computers play each other (--vs sets both; --vs2 the second). --explain prints each
    computer decision's reasoning (candidates, visits, estimated win rate). Answer a prompt with its numbers;
    an empty line takes the suggested answer (pass, keep, the engine's suggestion); 'q' concedes.`;

/** Where the game talks: lines typed by the human (async) and text written out. */
export interface PlayIO {
  next(): Promise<string | null>;
  write(text: string): void;
}

/** The terminal: stdin lines (null once stdin ends) and stdout. */
export function terminalIO(): PlayIO {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines: string[] = [];
  const waiting: ((l: string | null) => void)[] = [];
  let closed = false;
  rl.on('line', (l) => { const w = waiting.shift(); if (w) w(l); else lines.push(l); });
  rl.on('close', () => { closed = true; for (const w of waiting.splice(0)) w(null); });
  return {
    next: () => (lines.length ? Promise.resolve(lines.shift()!) : closed ? Promise.resolve(null) : new Promise((r) => waiting.push(r))),
    write: (t) => process.stdout.write(t),
  };
}

/** The table as the human sees it: life, hands, the battlefield, the stack (from the human's view). */
function renderTable(v: GameView, me: PlayerId): string {
  const s = v.state;
  const name = (id: string) => v.objects[id]?.name || 'a face-down card';
  const perm = (id: string) => {
    const o = v.objects[id];
    if (!o) return 'a face-down permanent';
    const pt = o.power !== null && o.toughness !== null ? ` ${o.power}/${o.toughness}` : '';
    const marks = [o.tapped && 'tapped', o.prepared && 'prepared', o.damage && `${o.damage} damage`, o.summoningSick && 'sick'].filter(Boolean);
    return `${o.name || 'face-down'}${pt}${marks.length ? ` (${marks.join(', ')})` : ''}`;
  };
  const lines = [`— Turn ${s.turn.number}, ${s.players[s.turn.active].name}'s ${s.turn.step} —`];
  for (const p of s.order) {
    const pl = s.players[p];
    const you = p === me ? ' (you)' : '';
    lines.push(`${pl.name}${you}: ${pl.life} life${pl.poison ? `, ${pl.poison} poison` : ''}, hand ${pl.hand.length}, library ${pl.library.length}, graveyard ${pl.graveyard.length}${pl.left ? ' — left the game' : ''}`);
    const board = s.battlefield.filter((id) => s.objects[id].controller === p).map(perm);
    if (board.length) lines.push(`  battlefield: ${board.join(', ')}`);
    if (p === me && pl.hand.length) lines.push(`  hand: ${pl.hand.map(name).join(', ')}`);
  }
  const exiled = s.exile.filter((id) => v.objects[id]?.copy && s.objects[id].castPermission?.player === me);
  if (exiled.length) lines.push(`  castable copies in exile: ${exiled.map(name).join(', ')}`);
  if (s.stack.length) lines.push(`stack (top last): ${s.stack.map(name).join(', ')}`);
  return lines.join('\n');
}

/** The words for a target, as the viewer knows it. */
function targetText(v: GameView, t: Target): string {
  return 'player' in t ? v.state.players[t.player]?.name ?? t.player : `${v.objects[t.object]?.name || 'a hidden object'}`;
}

const numbers = (line: string): number[] | null => {
  const parts = line.trim().split(/[\s,]+/).filter(Boolean);
  const out = parts.map(Number);
  return out.every((n) => Number.isInteger(n) && n >= 1) ? out : null;
};

/** The prompt for a decision, and how a typed line becomes an input (null: not understood). */
function promptFor(v: GameView, d: PendingDecision): { text: string; parse: (line: string) => Input | null } {
  const p = d.player;
  const ans = (a: Answer): Input => ({ player: p, kind: 'answer', answer: a });
  const name = (id: string) => v.objects[id]?.name || id;
  const suggested = () => fallbackInput(d);
  const list = (items: string[]) => items.map((t, i) => `  ${i + 1}. ${t}`).join('\n');
  const pickIndices = <T>(items: T[], line: string, make: (xs: T[]) => Input): Input | null => {
    if (!line.trim()) return suggested();
    const ns = numbers(line);
    return ns && ns.every((n) => n <= items.length) ? make(ns.map((n) => items[n - 1])) : null;
  };
  switch (d.kind) {
    case 'priority': {
      const opts = d.options.filter((o) => o.kind !== 'pass' && !(o.kind === 'activate' && o.mana));
      const label = (o: (typeof opts)[number]) => o.kind === 'playLand' ? `play ${name(o.object)}` : o.kind === 'cast' ? `cast ${name(o.object)}${o.set !== 'normal' ? ` (${o.set})` : ''}${o.alternative ? ` (${o.alternative})` : ''}`
        : o.kind === 'activate' ? `activate ${name(o.object)} (ability ${o.ability + 1})` : o.kind === 'turnFaceUp' ? `turn ${name(o.object)} face up (${o.via})` : 'pass';
      return {
        text: `You have priority. Enter = pass${opts.length ? `, or:\n${list(opts.map(label))}` : ''}`,
        parse: (line) => {
          if (!line.trim()) return { player: p, kind: 'pass' };
          const n = Number(line.trim());
          const o = opts[n - 1];
          if (!o) return null;
          if (o.kind === 'playLand') return { player: p, kind: 'playLand', object: o.object };
          if (o.kind === 'cast') return { player: p, kind: 'cast', object: o.object, set: o.set, alternative: o.alternative, payment: 'auto' };
          if (o.kind === 'turnFaceUp') return { player: p, kind: 'turnFaceUp', object: o.object, via: o.via, payment: 'auto' };
          if (o.kind === 'activate') return { player: p, kind: 'activate', object: o.object, ability: o.ability, payment: 'auto' };
          return null;
        },
      };
    }
    case 'mulligan':
      return { text: `Keep this hand of ${d.handSize}? [Y/n]`, parse: (l) => (/^\s*(y|yes)?\s*$/i.test(l) ? ans({ kind: 'mulligan', keep: true }) : /^\s*n/i.test(l) ? ans({ kind: 'mulligan', keep: false }) : null) };
    case 'targets':
    case 'triggerTargets':
    case 'newTargets': {
      const reqs = d.requirements;
      return {
        text: `${d.prompt}: choose targets (numbers; one line per target word, separated by ';'). Enter = suggested\n${reqs.map((r, i) => `  [${i + 1}] ${r.description} (${r.min}–${r.max}):\n${r.legal.map((t, j) => `     ${j + 1}. ${targetText(v, t)}`).join('\n')}`).join('\n')}`,
        parse: (line) => {
          if (!line.trim()) return d.suggested ? ans({ kind: 'targets', targets: d.suggested }) : ans({ kind: 'cancel' });
          if (/^\s*c(ancel)?\s*$/i.test(line)) return ans({ kind: 'cancel' });
          const groups = line.split(';');
          if (groups.length !== reqs.length) return null;
          const targets: Target[][] = [];
          for (const [i, g] of groups.entries()) {
            const ns = g.trim() ? numbers(g) : [];
            if (!ns || ns.some((n) => n > reqs[i].legal.length)) return null;
            targets.push(ns.map((n) => reqs[i].legal[n - 1]));
          }
          return ans({ kind: 'targets', targets });
        },
      };
    }
    case 'declareAttackers':
      return {
        text: `Declare attackers: the numbers of the creatures that attack (each attacks its first listed defender; 'n>m' picks defender m). Enter = no attack\n${list(d.candidates.map((c) => `${name(c.attacker)} → ${c.defenders.map((t) => targetText(v, t)).join(' | ')}`))}`,
        parse: (line) => {
          if (!line.trim()) return ans({ kind: 'declareAttackers', attacks: [] });
          const attacks: { attacker: string; defender: Target }[] = [];
          for (const part of line.trim().split(/[\s,]+/)) {
            const m = /^(\d+)(?:>(\d+))?$/.exec(part);
            const c = m && d.candidates[Number(m[1]) - 1];
            const defender = c && c.defenders[Number(m![2] ?? 1) - 1];
            if (!c || !defender) return null;
            attacks.push({ attacker: c.attacker, defender });
          }
          return ans({ kind: 'declareAttackers', attacks });
        },
      };
    case 'declareBlockers':
      return {
        text: `Declare blockers as 'blocker>attacker' pairs (numbers from the lists). Enter = no block\n${list(d.candidates.map((c) => `${name(c.blocker)} can block: ${c.attackers.map((a, j) => `${j + 1}. ${name(a)}`).join(', ')}`))}`,
        parse: (line) => {
          if (!line.trim()) return ans({ kind: 'declareBlockers', blocks: [] });
          const blocks: { blocker: string; attacker: string }[] = [];
          for (const part of line.trim().split(/[\s,]+/)) {
            const m = /^(\d+)>(\d+)$/.exec(part);
            const c = m && d.candidates[Number(m[1]) - 1];
            const attacker = c && c.attackers[Number(m![2]) - 1];
            if (!c || !attacker) return null;
            blocks.push({ blocker: c.blocker, attacker });
          }
          return ans({ kind: 'declareBlockers', blocks });
        },
      };
    case 'bottomCards':
      return { text: `Put ${d.count} card(s) on the bottom (numbers). Enter = suggested\n${list(d.options.map(name))}`, parse: (l) => pickIndices(d.options, l, (cards) => ans({ kind: 'bottomCards', cards })) };
    case 'chooseObjects':
    case 'legendRule': {
      const range = d.kind === 'chooseObjects' ? ` (${d.min}–${d.max})` : ' (one to keep)';
      return { text: `${d.prompt}${range} (numbers). Enter = suggested\n${list(d.options.map(name))}`, parse: (l) => pickIndices(d.options, l, (objects) => ans({ kind: 'chooseObjects', objects })) };
    }
    case 'chooseOption':
    case 'orderReplacements':
    case 'chooseName': {
      const opts = d.options;
      return {
        text: `${d.prompt} (a number). Enter = suggested\n${list(opts)}`,
        parse: (l) => pickIndices(opts.map((_, i) => i), l, ([i]) => (d.kind === 'chooseOption' ? ans({ kind: 'chooseOption', choice: i })
          : d.kind === 'chooseName' ? ans({ kind: 'chooseName', name: opts[i] }) : ans({ kind: 'chooseNumber', value: i }))),
      };
    }
    case 'chooseNumber':
      return { text: `${d.prompt} (${d.min}–${d.max}). Enter = ${d.suggested}`, parse: (l) => { if (!l.trim()) return suggested(); const n = Number(l); return Number.isInteger(n) && n >= d.min && n <= d.max ? ans({ kind: 'chooseNumber', value: n }) : null; } };
    case 'unlessPays':
      return { text: `${d.prompt}: pay? [Y/n]`, parse: (l) => (/^\s*(y|yes)?\s*$/i.test(l) ? ans({ kind: 'unlessPays', pay: true }) : /^\s*n/i.test(l) ? ans({ kind: 'unlessPays', pay: false }) : null) };
    case 'announce':
      return {
        text: `${d.prompt}: ${d.needsX ? "'x N' sets X; " : ''}${d.modes ? `'m 1 2' picks modes (${d.modes.min}–${d.modes.max}):\n${list(d.modes.options)}\n` : ''}Enter = suggested`,
        parse: (l) => {
          if (!l.trim()) return ans({ kind: 'announce', x: d.suggested.x, announce: d.suggested.announce, modes: d.suggested.modes ?? (d.modes ? Array.from({ length: d.modes.min }, (_, i) => i) : undefined) });
          const x = /x\s*(\d+)/i.exec(l);
          const m = /m\s*([\d\s,]+)/i.exec(l);
          const modes = m ? numbers(m[1])?.map((n) => n - 1) : undefined;
          if (m && !modes) return null;
          return ans({ kind: 'announce', x: x ? Number(x[1]) : d.suggested.x, announce: d.suggested.announce, modes: modes ?? d.suggested.modes });
        },
      };
    default:
      // Payment (the engine's mana finder), kicker, trigger order, damage division, hybrid halves, trigger modes:
      // the engine's suggested answer; 'c' abandons a payment.
      return { text: `${d.prompt}. Enter = the suggested answer${d.kind === 'payment' ? ", 'c' = cancel" : ''}`, parse: (l) => (!l.trim() ? suggested() : /^\s*c/i.test(l) && d.kind === 'payment' ? ans({ kind: 'cancel' }) : null) };
  }
}

function reasoningText(r: Reasoning | undefined): string {
  if (!r) return '';
  const lines = [`    why: ${r.summary}${r.iterations !== undefined ? ` [${r.iterations} iterations, ${r.ms?.toFixed(0)} ms]` : ''}`];
  for (const c of r.candidates ?? []) lines.push(`      ${c.label}: ${c.visits} visits, est. win ${(100 * c.winRate).toFixed(0)}%`);
  return lines.join('\n') + '\n';
}

/** Options of one `arbiter play` game (parsed from the command line). */
interface PlaySetup { decks: [string, string]; levels: [string, string]; watch: boolean; explain: boolean; seed: number; openDecklists: boolean }

/** Plays one game in the terminal: a human against a computer, or two computers with --watch. */
export async function play(args: string[], io: PlayIO = terminalIO(), cards: CardRegistry = cardPool().cards): Promise<number> {
  let opts: PlaySetup;
  try {
    const { values, positionals } = parseArgs({
      args, allowPositionals: true,
      options: { vs: { type: 'string' }, vs2: { type: 'string' }, watch: { type: 'boolean' }, explain: { type: 'boolean' }, seed: { type: 'string' }, 'open-decklists': { type: 'boolean' } },
    });
    const seed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);
    if (!Number.isInteger(seed)) throw new Error(`--seed expects a whole number, got '${values.seed}'`);
    const vs = values.vs ?? 'easy';
    opts = {
      decks: [positionals[0] ?? 'red-green-beats', positionals[1] ?? 'white-blue-control'],
      levels: [values.watch ? vs : 'human', values.vs2 ?? vs], watch: !!values.watch, explain: !!values.explain, seed, openDecklists: !!values['open-decklists'],
    };
    for (const l of opts.levels) if (l !== 'human' && !isLevel(l)) throw new Error(`unknown computer level '${l}' (expected ${LEVELS.join(', ')})`);
  } catch (e) {
    io.write(`${(e as Error).message}\n${PLAY_USAGE}\n`);
    return 2;
  }
  const decks = opts.decks.map((d) => readDeck(d, cards));
  for (const d of decks) if ('error' in d) { io.write(`${d.error}\n`); return 2; }
  const [a, b] = decks as { name: string; cards: string[] }[];
  const names = opts.watch ? [`${a.name} (${opts.levels[0]})`, `${b.name} (${opts.levels[1]})`] : ['Player', `Computer (${opts.levels[1]})`];
  const setup = { seed: opts.seed, players: [{ name: names[0], deck: a.cards }, { name: names[1], deck: b.cards }] };
  const agents: (Agent | null)[] = opts.levels.map((l, i) => (l === 'human' ? null : createAgent(l as never, opts.seed * 2 + i)));
  const contexts = ['p1', 'p2'].map((p) => ({ cards, decks: deckKnowledge(setup, p, opts.openDecklists) }));
  const human: PlayerId | null = opts.watch ? null : 'p1';
  io.write(`Game seed ${opts.seed}: ${names[0]} (${a.name}) vs ${names[1]} (${b.name})\n`);
  const start = createGame(setup, cards);
  let state: GameState = start.state;
  const log = (events: { rules: string[]; text: string }[]) => { for (const e of events) io.write(`  ${renderEvent(e as never)}\n`); };
  log(start.events);
  let decisions = 0;
  while (state.pending && !state.over) {
    const d = state.pending;
    if (++decisions > 20000) { io.write('stopping: 20000 decisions without an end\n'); return 1; }
    if (d.player !== human) {
      const seat = d.player === 'p1' ? 0 : 1;
      const m = agentMove(state, agents[seat]!, contexts[seat]);
      if (m.result.error) { io.write(`${state.players[d.player].name} is stuck: ${m.result.error.message}\n`); return 1; }
      const what = describeDecision(state, m.input, human ?? 'spectator', cards);
      if (what !== 'pass' || opts.explain) io.write(`> ${state.players[d.player].name}: ${m.fallback ? 'suggested answer (its own was refused)' : what}\n${opts.explain ? reasoningText(m.reasoning) : ''}`);
      log(m.result.events);
      state = m.result.state;
      continue;
    }
    const view = playerView(state, human, cards);
    const prompt = promptFor(view, d);
    io.write(`\n${renderTable(view, human)}\n${prompt.text}\n? `);
    for (;;) {
      const line = await io.next();
      if (line === null || /^\s*q(uit)?\s*$/i.test(line)) {
        io.write(line === null ? '\ninput ended: you concede\n' : 'you concede\n');
        const r = step(state, { player: human, kind: 'concede' }, cards);
        log(r.events);
        state = r.state;
        break;
      }
      const input = prompt.parse(line);
      if (!input) { io.write(`not understood: '${line}'. ${prompt.text.split('\n')[0]}\n? `); continue; }
      const r = step(state, input, cards);
      if (r.error) { io.write(`refused (${describeError(r.error)})\n? `); continue; }
      log(r.events);
      state = r.state;
      break;
    }
  }
  const over = state.over;
  const winners = over ? over.winners.map((w) => state.players[w].name) : [];
  io.write(`\nGame over after ${state.turn.number} turns: ${winners.length ? `${winners.join(', ')} win${winners.length === 1 ? 's' : ''}` : 'a draw'} (${over?.reason ?? 'unfinished'})\n`);
  return 0;
}
