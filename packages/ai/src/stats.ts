/**
 * The Wilson score interval (Wilson 1927) for a proportion of `wins` in `n` trials: the 95% interval by default
 * (z = 1.96). Better than the normal approximation near 0 and 1 and for small n.
 */
export function wilson(wins: number, n: number, z = 1.96): { p: number; low: number; high: number } {
  if (n === 0) return { p: 0, low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
