import type { RulesetSwitches } from '../rulesets';
import { formatSymbol } from '../mana/symbols';
import type { HybridHalf, ManaCost, ManaType } from '../mana/types';

/** A hybrid symbol of mana being added: the halves its player may choose, each as the mana it adds. */
interface HybridProduction {
  symbol: string;
  options: { label: string; mana: ManaType[] }[];
  /** A colorless half 106.8 doesn't cover was left out (`cr`): the rules are silent. */
  silent: boolean;
}

/** The mana one half of a hybrid symbol adds (106.8): one mana of its color, or its number in colorless mana. */
export function halfMana(h: HybridHalf): { label: string; mana: ManaType[] } {
  if ('color' in h) return { label: `{${h.color}}`, mana: [h.color] };
  if ('generic' in h) return { label: `{${h.generic}}`, mana: Array<ManaType>(h.generic).fill('C') };
  return { label: '{C}', mana: ['C'] };
}

/**
 * CR 106.8–106.11 — the mana a cost's symbols represent, for "add mana equal to <its> mana cost": each
 * colored, colorless or Phyrexian symbol one mana of its type (106.9), a generic or snow symbol that much
 * colorless mana (106.10, 106.11), {X} nothing (0 for a permanent, 107.3g), and each hybrid symbol
 * one half of the player's choice (106.8). A colorless half ({C/W}'s {C}) is covered by 106.8 only under
 * `hybridColorlessProduction`; under `cr` the engine offers only the other half and flags it (spec/rulesets.md).
 */
export function manaRepresentedBy(cost: ManaCost, rules: RulesetSwitches): { fixed: ManaType[]; hybrids: HybridProduction[] } {
  const fixed: ManaType[] = [];
  const hybrids: HybridProduction[] = [];
  for (const sym of cost) {
    switch (sym.kind) {
      case 'color': case 'phyrexian': fixed.push(sym.color); break;
      case 'colorless': fixed.push('C'); break;
      case 'generic': for (let i = 0; i < sym.amount; i++) fixed.push('C'); break;
      case 'snow': fixed.push('C'); break;
      case 'variable': break;
      case 'hybrid': {
        const covered = sym.halves.filter((h) => !('colorless' in h) || rules.hybridColorlessProduction);
        hybrids.push({ symbol: formatSymbol(sym), options: covered.map(halfMana), silent: covered.length < 2 });
        break;
      }
    }
  }
  return { fixed, hybrids };
}
