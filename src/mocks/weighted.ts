import type { Prng } from './prng';

/** Picks a value by weight; the weights should sum to 1 (any shortfall falls to the last value). */
export function weighted<T>(prng: Prng, weights: ReadonlyArray<readonly [T, number]>): T {
  let roll = prng.next();
  for (const [value, weight] of weights) {
    if (roll < weight) return value;
    roll -= weight;
  }
  const last = weights[weights.length - 1];
  if (!last) throw new Error('No weights to pick from');
  return last[0];
}
