import { type Answer, type CardRegistry, type GameState, type Input, type PendingDecision } from '@arbiter/engine';
import { blockIsChump, committedTargets, gangBlocks, heuristicInput, incomingDamage, lastLoyaltyActions, priorityInput, reachesStack, refusedTargetings, worthwhileActions } from './agents/heuristic';

/** A move the search may try: the input, a stable key (the same move in every determinization) and a label. */
export interface Candidate {
  key: string;
  input: Input;
  label: string;
  /**
   * For a cast the heuristic would abandon at its targets (733.1): the targets the search casts it at, the answer to
   * the cast's targets decision (601.2c). The cast and its target are one move.
   */
  targets?: Answer;
}

/** Branching cap per decision: the search spreads its budget over at most this many moves. */
const MAX_CANDIDATES = 8;

/** A short label for a move, naming objects by their card where the state shows it. */
export function describeInput(state: GameState, input: Input): string {
  const name = (id: string) => state.objects[id]?.card || (state.objects[id]?.hidden ? 'a hidden card' : id);
  switch (input.kind) {
    case 'pass': return 'pass';
    case 'playLand': return `play ${name(input.object)}`;
    case 'cast': return `cast ${name(input.object)}${input.set && input.set !== 'normal' ? ` (${input.set})` : ''}`;
    case 'activate': return `activate ${name(input.object)} #${input.ability}`;
    case 'turnFaceUp': return `turn ${name(input.object)} face up`;
    case 'concede': return 'concede';
    case 'answer': return describeAnswer(state, input.answer, name);
  }
}

function describeAnswer(state: GameState, a: Answer, name: (id: string) => string): string {
  const target = (t: { object: string } | { player: string }) => ('player' in t ? state.players[t.player]?.name ?? t.player : name(t.object));
  switch (a.kind) {
    case 'targets': return `targets ${a.targets.map((g) => g.map(target).join('+') || '-').join(', ')}`;
    case 'declareAttackers': return a.attacks.length ? `attack with ${a.attacks.map((x) => `${name(x.attacker)}→${target(x.defender)}`).join(', ')}` : 'no attack';
    case 'declareBlockers': return a.blocks.length ? `block ${a.blocks.map((x) => `${name(x.blocker)}→${name(x.attacker)}`).join(', ')}` : 'no block';
    case 'mulligan': return a.keep ? 'keep' : 'mulligan';
    case 'chooseObjects': return `choose ${a.objects.map(name).join(', ') || 'nothing'}`;
    case 'bottomCards': return `bottom ${a.cards.map(name).join(', ')}`;
    case 'unlessPays': return a.pay ? 'pay' : "don't pay";
    case 'chooseOption': return `option ${a.choice + 1}`;
    case 'chooseNumber': return `number ${a.value}`;
    case 'payment': return a.plan.activations.length ? `pay with ${a.plan.activations.map((m) => name(m.source)).join(', ')}` : 'pay from the mana pool';
    case 'announce': return `announce${a.x ? ` X=${a.x}` : ''}${a.modes ? ` modes ${a.modes.map((m) => m + 1).join(',')}` : ''}`;
    default: return a.kind;
  }
}

/**
 * An attack or a block declaration in one order (by attacker, then blocker), for comparing moves: the same
 * creatures declared in another order are the same move (CR 508.1, 509.1), and used to be searched twice.
 */
function canonical(input: Input): Input {
  if (input.kind !== 'answer') return input;
  const a = input.answer;
  if (a.kind === 'declareAttackers') return { ...input, answer: { ...a, attacks: [...a.attacks].sort((x, y) => x.attacker.localeCompare(y.attacker)) } };
  if (a.kind === 'declareBlockers') return { ...input, answer: { ...a, blocks: [...a.blocks].sort((x, y) => x.attacker.localeCompare(y.attacker) || x.blocker.localeCompare(y.blocker)) } };
  return input;
}

/**
 * The moves the search considers for decision `d` (legal in `state`, a determinized world): the heuristic's
 * answer first, then the alternatives worth comparing for that kind — passing and every priority action
 * the heuristic's timing rules allow (casting prepare-spell and paradigm copies included), each legal
 * target of a single-target choice, attacks and blocks around the heuristic's (one creature more or fewer, none,
 * all, each alone; chump blocks only against lethal damage), each option of a choice. Kinds
 * listed nowhere here are not searched: the heuristic's answer is the only candidate.
 */
export function candidates(state: GameState, d: PendingDecision, cards: CardRegistry): Candidate[] {
  const p = d.player;
  const ans = (a: Answer): Input => ({ player: p, kind: 'answer', answer: a });
  const inputs: Input[] = [heuristicInput(state, d, cards)];
  const aimed: { input: Input; targets: Answer }[] = [];
  switch (d.kind) {
    case 'priority':
      // Pruned by domain knowledge: passing, and the actions the heuristic finds worth taking now (its timing
      // rules), so that windows where nothing is worth doing cost no search.
      // Only actions that reach the stack: one the heuristic would abandon at its targets or payment leads back
      // to this decision, and a search that chose it would choose it again, without end.
      inputs.push({ player: p, kind: 'pass' });
      // A cast the heuristic would abandon because it refuses every target (a Lightning Bolt at a player out of reach, a
      // Counterspell on a Grizzly Bears) is tried with each target it could have, the cast and target as one move.
      for (const o of [...worthwhileActions(state, cards, d), ...lastLoyaltyActions(state, cards, d)]) {
        const input = priorityInput(state, cards, p, o);
        if (reachesStack(state, cards, input)) inputs.push(input);
        else for (const targets of refusedTargetings(state, cards, input)) aimed.push({ input, targets });
      }
      break;
    case 'mulligan':
      inputs.push(ans({ kind: 'mulligan', keep: true }), ans({ kind: 'mulligan', keep: false }));
      break;
    case 'targets':
    case 'triggerTargets':
      // A cast the search began (with a target the heuristic refuses) is kept to: abandoning it would lead back to
      // the same priority decision, and the search to the same cast.
      if (d.kind === 'targets' && inputs[0].kind === 'answer' && inputs[0].answer.kind === 'cancel' && d.requirements.every((r) => r.legal.length >= r.min)) inputs[0] = committedTargets(state, cards, d);
      if (d.requirements.length === 1) for (const t of d.requirements[0].legal) inputs.push(ans({ kind: 'targets', targets: [[t]] }));
      break;
    case 'declareAttackers': {
      const h = inputs[0].kind === 'answer' && inputs[0].answer.kind === 'declareAttackers' ? inputs[0].answer.attacks : [];
      const defender = (c: (typeof d.candidates)[number]) => h.find((x) => x.attacker === c.attacker)?.defender ?? c.defenders.find((t) => 'player' in t) ?? c.defenders[0];
      const attack = (c: (typeof d.candidates)[number]) => ({ attacker: c.attacker, defender: defender(c) });
      // Each creature sent at a planeswalker instead (CR 508.1b, 306.8), the rest of the heuristic's attack kept: the
      // heuristic attacks only players, and a planeswalker left alone keeps making Beasts.
      for (const c of d.candidates) {
        for (const t of c.defenders) if ('object' in t) inputs.push(ans({ kind: 'declareAttackers', attacks: [...h.filter((x) => x.attacker !== c.attacker), { attacker: c.attacker, defender: t }] }));
      }
      inputs.push(ans({ kind: 'declareAttackers', attacks: [] }));
      // The heuristic's attack with one creature fewer or one more: the neighbours of its answer, where a rule's
      // misjudgement of one creature shows.
      for (const x of h) inputs.push(ans({ kind: 'declareAttackers', attacks: h.filter((y) => y !== x) }));
      for (const c of d.candidates) if (!h.some((x) => x.attacker === c.attacker)) inputs.push(ans({ kind: 'declareAttackers', attacks: [...h, attack(c)] }));
      inputs.push(ans({ kind: 'declareAttackers', attacks: d.candidates.map(attack) }));
      for (const c of d.candidates) inputs.push(ans({ kind: 'declareAttackers', attacks: [attack(c)] }));
      break;
    }
    case 'declareBlockers': {
      const h = inputs[0].kind === 'answer' && inputs[0].answer.kind === 'declareBlockers' ? inputs[0].answer.blocks : [];
      // A block the blocker dies in without killing the attacker is tried only when the damage coming through would
      // be lethal (CR 509.1): otherwise a two-turn horizon values the life it saves over the creature it throws away.
      const lethal = incomingDamage(state, cards, d) >= state.players[p].life;
      const extra = d.candidates.flatMap((c) => (h.some((x) => x.blocker === c.blocker) ? [] : c.attackers.map((a) => ({ blocker: c.blocker, attacker: a }))))
        .filter((b) => lethal || !blockIsChump(state, cards, b.blocker, b.attacker));
      inputs.push(ans({ kind: 'declareBlockers', blocks: [] }));
      for (const b of h) inputs.push(ans({ kind: 'declareBlockers', blocks: h.filter((x) => x !== b) }));
      for (const b of extra) if (h.length) inputs.push(ans({ kind: 'declareBlockers', blocks: [...h, b] }));
      // Double blocks (509.1): the heuristic never blocks with two creatures.
      for (const g of gangBlocks(state, cards, d, (id) => !h.some((x) => x.blocker === id))) if (!h.some((x) => x.attacker === g[0].attacker)) inputs.push(ans({ kind: 'declareBlockers', blocks: [...h, ...g] }));
      for (const b of extra) inputs.push(ans({ kind: 'declareBlockers', blocks: [b] }));
      break;
    }
    case 'announce':
      if (d.modes && d.modes.min === 1 && d.modes.max === 1) {
        d.modes.options.forEach((_, m) => inputs.push(ans({ kind: 'announce', x: d.suggested.x, announce: d.suggested.announce, modes: [m] })));
      }
      break;
    case 'chooseOption':
      d.options.forEach((_, choice) => inputs.push(ans({ kind: 'chooseOption', choice })));
      break;
    case 'legendRule':
      for (const o of d.options) inputs.push(ans({ kind: 'chooseObjects', objects: [o] }));
      break;
    case 'chooseObjects':
      if (d.min === 1 && d.max === 1) for (const o of d.options) inputs.push(ans({ kind: 'chooseObjects', objects: [o] }));
      break;
    case 'unlessPays':
      inputs.push(ans({ kind: 'unlessPays', pay: true }), ans({ kind: 'unlessPays', pay: false }));
      break;
    case 'optionalCosts':
      inputs.push(ans({ kind: 'optionalCosts', pay: [] }));
      break;
    default:
      break;
  }
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const { input, targets } of [...inputs.map((input) => ({ input, targets: undefined })), ...aimed]) {
    // Moves that read the same (two Mountains to play, two Grizzly Bears to block with) are one move to the
    // search: the first stands for the others.
    const key = JSON.stringify(targets ? { input, targets } : canonical(input));
    const label = describeInput(state, input) + (targets ? `, ${describeInput(state, { player: p, kind: 'answer', answer: targets })}` : '');
    if (seen.has(key) || seen.has(label)) continue;
    seen.add(key);
    seen.add(label);
    out.push({ key, input, label, targets });
    if (out.length >= MAX_CANDIDATES) break;
  }
  return out;
}
