/**
 * A seeded pseudo-random generator (mulberry32). The seed must never use Math.random so that every
 * reset produces the same school, which tests and demo scripts rely on.
 */
export interface Prng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: ReadonlyArray<T>): T;
  chance(probability: number): boolean;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: ReadonlyArray<T>): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}
