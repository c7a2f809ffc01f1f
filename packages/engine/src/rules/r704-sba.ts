import { emit, nameOf, obj, player, type Game } from '../state/draft';
import type { ObjectId, PlayerId } from '../state/types';
import { ceaseToExist, moveObject } from './r400-zones';
import { characteristics, hasKeyword } from './r613-characteristics';
import { loseGame } from './r104-ending';

/**
 * CR 704.3 — performs every applicable state-based action simultaneously; returns whether any was
 * performed (the caller repeats until none apply).
 * @simplification Not yet modelled: 704.5j legend rule, 704.5m–n attachments, 704.5s–z (sagas, battles,
 * roles, etc.); see issue 3.
 */
export function performSBAs(g: Game): boolean {
  const losers: { p: PlayerId; rule: string; why: string }[] = [];
  for (const p of g.s.order) {
    const pl = g.s.players[p];
    if (pl.left) continue;
    if (pl.life <= 0) losers.push({ p, rule: '704.5a', why: '0 or less life' });
    else if (pl.drewFromEmpty) losers.push({ p, rule: '704.5b', why: 'drew from an empty library' });
    else if (pl.poison >= 10) losers.push({ p, rule: '704.5c', why: 'ten or more poison counters' });
  }
  const toGraveyard: { id: ObjectId; rule: string; why: string }[] = [];
  const toDestroy: { id: ObjectId; rule: string; why: string }[] = [];
  const ceasing: { id: ObjectId; rule: string; why: string }[] = [];
  const annihilate: ObjectId[] = [];

  for (const id of g.s.battlefield) {
    const o = g.s.objects[id];
    if (o.phasedOut) continue; // CR 702.26b
    const c = characteristics(g, id);
    if (c.types.includes('Creature') && c.toughness !== null) {
      if (c.toughness <= 0) toGraveyard.push({ id, rule: '704.5f', why: 'toughness 0 or less' });
      else if (o.damage > 0 && o.damage >= c.toughness && !hasKeyword(g, id, 'indestructible')) {
        toDestroy.push({ id, rule: '704.5g', why: 'lethal damage' });
      } else if (o.deathtouchDamage && !hasKeyword(g, id, 'indestructible')) {
        toDestroy.push({ id, rule: '704.5h', why: 'damage from a source with deathtouch' });
      }
    }
    if (c.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) {
      toGraveyard.push({ id, rule: '704.5i', why: '0 loyalty' });
    }
    if ((o.counters['+1/+1'] ?? 0) > 0 && (o.counters['-1/-1'] ?? 0) > 0) annihilate.push(id);
  }
  for (const id in g.s.objects) {
    const o = g.s.objects[id];
    if (o.kind === 'card') continue;
    if (o.kind === 'token' && o.zone !== 'battlefield') ceasing.push({ id, rule: '704.5d', why: 'a token outside the battlefield' });
    if (o.kind === 'spellCopy' && o.zone !== 'stack') ceasing.push({ id, rule: '704.5e', why: 'a copy of a spell outside the stack' });
    if (o.kind === 'copy' && o.zone !== 'stack' && o.zone !== 'battlefield' && !o.castPermission) {
      ceasing.push({ id, rule: '704.5e', why: 'a copy of a card outside the stack and the battlefield' });
    }
  }
  if (!losers.length && !toGraveyard.length && !toDestroy.length && !ceasing.length && !annihilate.length) return false;

  for (const l of losers) loseGame(g, l.p, [l.rule], l.why);
  for (const t of toGraveyard) {
    if (!g.s.objects[t.id]) continue;
    emit(g, { kind: 'sba', rules: [t.rule], object: t.id, text: `${nameOf(g, t.id)} is put into its owner's graveyard (${t.why})` });
    moveObject(g, t.id, 'graveyard');
  }
  for (const t of toDestroy) {
    if (!g.s.objects[t.id]) continue;
    emit(g, { kind: 'destroy', rules: [t.rule, '701.8a'], object: t.id, text: `${nameOf(g, t.id)} is destroyed (${t.why})` });
    moveObject(g, t.id, 'graveyard');
  }
  for (const c of ceasing) if (g.s.objects[c.id]) ceaseToExist(g, c.id, [c.rule], c.why);
  for (const id of annihilate) {
    if (!g.s.objects[id]) continue;
    const w = obj(g, id);
    const n = Math.min(w.counters['+1/+1'], w.counters['-1/-1']);
    w.counters['+1/+1'] -= n;
    w.counters['-1/-1'] -= n;
    emit(g, { kind: 'sba', rules: ['704.5q'], object: id, text: `${n} +1/+1 and -1/-1 counter pair(s) are removed from ${nameOf(g, id)}` });
  }
  for (const p of g.s.order) if (g.s.players[p].drewFromEmpty && !g.s.players[p].left) player(g, p).drewFromEmpty = false;
  return true;
}

