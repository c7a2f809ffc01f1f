/**
 * Seeded RNG whose whole state lives in the game state (DESIGN 2): sfc32 over four 32-bit words.
 * Same seed and same inputs give the same game.
 */
export type RngState = [number, number, number, number];

export function seedRng(seed: number): RngState {
  const s: RngState = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  for (let i = 0; i < 15; i++) nextRandom(s);
  return s;
}

/** Advances the state in place and returns a uniform integer in [0, 2^32). */
export function nextRandom(s: RngState): number {
  let [a, b, c, d] = s;
  a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  s[0] = a; s[1] = b; s[2] = c; s[3] = d;
  return t;
}

/** A uniform integer in [0, n). */
export function randomInt(s: RngState, n: number): number {
  return Math.floor((nextRandom(s) / 0x100000000) * n);
}

/** Fisher–Yates shuffle in place (CR 701.24 shuffling). */
export function shuffleInPlace<T>(s: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
}
