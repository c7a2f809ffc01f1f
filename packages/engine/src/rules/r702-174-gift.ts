import type { AbilityDef, Effect, KeywordAbility } from '../cards/definition';
import type { Game } from '../state/draft';
import type { GameObject, PlayerId, TokenSpec } from '../state/types';
import { PREDEFINED_TOKENS } from './r111-tokens';
import { apnapOrder } from './r117-priority';
import type { Characteristics } from './r613-characteristics';
import { timesCostPaid } from './r702-squad-offspring';

type TriggeredDef = Extract<AbilityDef, { kind: 'triggered' }>;

/** CR 702.174d–i — the gifts read: "Gift a Food", "Gift a card", "Gift a Treasure", "Gift an Octopus". */
export type Gift = NonNullable<KeywordAbility['gift']>;

/** CR 702.174i — an 8/8 blue Octopus creature token. */
const OCTOPUS: TokenSpec = { name: 'Octopus Token', colors: ['U'], supertypes: [], types: ['Creature'], subtypes: ['Octopus'], power: 8, toughness: 8, text: '', abilities: [] };

/**
 * CR 702.174a — gift's first ability, "As an additional cost to cast this spell, you may choose an opponent", is an
 * optional additional cost announced with the others (601.2b, the cost mode `gift`): announcing it promises the gift
 * (702.174k). The second gives the chosen player the gift (702.174b, 702.174d–i).
 * @simplification The chosen player is the caster's one opponent: the gift is offered only in a game where the caster
 * has exactly one (the choice is then forced); with more, announcing it is refused as unsupported (r601-casting.ts).
 * Neither "gift a tapped Fish" (a token created tapped) nor "gift an extra turn" (extra turns) is read, nor triggers
 * on giving a gift (702.174c).
 */
export function giftOf(c: Characteristics): KeywordAbility | null {
  return (c.abilities.find((a) => a.kind === 'keyword' && a.keyword === 'gift') as KeywordAbility | undefined) ?? null;
}

/** The caster's opponents, of whom the gift's is chosen (702.174a). */
export function giftRecipients(g: Game, p: PlayerId): PlayerId[] {
  return apnapOrder(g).filter((q) => q !== p);
}

/** CR 702.174d–i — the effect a gift gives the chosen player. */
export function giftEffects(gift: Gift): Effect[] {
  if (gift === 'card') return [{ do: 'draw', who: 'each-opponent', n: 1 }];
  const token = gift === 'Octopus' ? OCTOPUS : PREDEFINED_TOKENS[gift];
  return [{ do: 'createToken', token, n: 1, for: 'each-opponent' }];
}

/** CR 702.174b, 702.174j — an instant or sorcery whose gift was promised gives it before its other effects. */
export function withGiftFirst<T extends { effects: Effect[] }>(ab: T, spell: GameObject, c: Characteristics): T {
  const gift = giftOf(c)?.gift;
  return gift && timesCostPaid(spell, 'gift') ? { ...ab, effects: [...giftEffects(gift), ...ab.effects] } : ab;
}

/** CR 702.174b — on a permanent: "When this permanent enters, if its gift cost was paid, [effect]." */
export function giftTrigger(a: KeywordAbility): TriggeredDef | null {
  if (a.keyword !== 'gift' || !a.gift) return null;
  return {
    kind: 'triggered', text: `${a.text ?? 'Gift'} (When this permanent enters, if its gift cost was paid, the chosen opponent gets the gift.)`,
    trigger: { on: 'enters', who: 'self' }, condition: { kind: 'optionalCostPaid', cost: 'gift' }, targets: [], effects: giftEffects(a.gift),
  };
}
