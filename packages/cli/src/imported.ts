import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { importCardFile, type VendoredCard } from '@arbiter/cards';
import { UsageError } from './errors';
import { printError } from './io';
import { readInput, resetCardPool } from './scenarios';

/**
 * Imported cards (docs/cards.md, "Importing a card database"): `arbiter import --save` keeps them in the user's
 * data folder, and `--cards <file>` adds a file for one command. Both join the vendored pool (cardPool).
 */

/** The user's data folder: $ARBITER_DATA_DIR, else $XDG_DATA_HOME/arbiter, else %APPDATA%\arbiter (Windows) or ~/.local/share/arbiter. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ARBITER_DATA_DIR) return env.ARBITER_DATA_DIR;
  if (env.XDG_DATA_HOME) return join(env.XDG_DATA_HOME, 'arbiter');
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'arbiter');
  return join(homedir(), '.local', 'share', 'arbiter');
}

/** The cache of imported cards (our card records, as data/cards.json). */
export const cachePath = (): string => join(dataDir(), 'imported-cards.json');

let extraFile: string | undefined;

/** `--cards <file>`: a Scryfall, MTGJSON or saved file whose cards join the pool for this command. */
export function useCardsFile(file: string | undefined): void {
  if (file === extraFile) return;
  extraFile = file;
  resetCardPool();
}

/** The records of one card file; a file of no known format is a usage error, skipped records are reported. */
export function readCardFile(file: string): VendoredCard[] {
  const r = importCardFile(readInput(file));
  if (!r.format) throw new UsageError(`${file}: ${r.errors[0]?.message ?? 'not a card file'}`);
  const skipped = r.errors.filter((e) => e.severity === 'error').length;
  if (skipped) printError(`arbiter: ${file}: ${skipped} record(s) skipped (arbiter import ${file} lists why)`);
  return r.cards;
}

/** The imported records in use: the cache, then the --cards file (later names replace earlier ones). */
export function importedRecords(): VendoredCard[] {
  const files = [...(existsSync(cachePath()) ? [cachePath()] : []), ...(extraFile ? [extraFile] : [])];
  const byName = new Map<string, VendoredCard>();
  for (const f of files) for (const c of readCardFile(f)) byName.set(c.name, c);
  return [...byName.values()];
}
