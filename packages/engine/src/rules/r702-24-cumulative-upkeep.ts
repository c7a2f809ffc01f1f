import type { Effect } from '../cards/definition';
import type { Answer } from '../decisions';
import { refObjects, type EffectContext } from '../effects/context';
import type { EffectResult } from '../effects/shared';
import { nameOf, type Game } from '../state/draft';
import { offerPayment } from './r118-12-unless-pays';
import { characteristics } from './r613-characteristics';
import { sacrificePermanent } from './r701-21-sacrifice';

/**
 * CR 702.24a, 702.30a, 118.12 — "sacrifice it unless you pay [cost]" (echo), "Then you may pay [cost] for each age counter
 * on it. If you don't, sacrifice it." (cumulative upkeep): the permanent's controller may pay the whole cost, as many times
 * as it has counters of that kind as this resolves (702.24b: all of them, whichever ability put them there) — no partial
 * payment (702.24a); if they don't, they sacrifice it. Nothing happens if it has left the battlefield or changed controller.
 */
export function sacrificeUnlessPays(g: Game, ctx: EffectContext, e: Extract<Effect, { do: 'sacrificeUnlessPays' }>, answer: Answer | undefined): EffectResult {
  const [id] = refObjects(g, ctx, e.what);
  if (!id || g.s.objects[id].zone !== 'battlefield' || characteristics(g, id).controller !== ctx.controller) return 'done';
  const times = e.perCounter ? g.s.objects[id].counters[e.perCounter] ?? 0 : 1;
  const rule = e.perCounter ? '702.24a' : '702.30a';
  const r = offerPayment(g, {
    payer: ctx.controller, cost: Array.from({ length: times }, () => e.cost).flat(), life: (e.life ?? 0) * times, what: id, rule,
    outcome: `sacrifice ${nameOf(g, id)}`, paidText: `${nameOf(g, id)} stays`,
  }, answer);
  if (r === 'declined') sacrificePermanent(g, ctx.controller, id, [rule]);
  return r === 'paid' || r === 'declined' ? 'done' : r;
}
