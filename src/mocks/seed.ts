/// <reference types="vite/client" />
import { createPrng, type Prng } from './prng';
import type { DemoData, RowOf, TableName } from './schema';

/** Bump when the seed's shape or content changes: browsers holding an older copy reseed. */
export const SEED_VERSION = 14;
const SEED = 20261121;

/** What a seed step is given: the generators, and the rows of the steps that ran before it. */
export interface SeedSoFar {
  /** The school's shared generator: every step that draws from it changes what later steps draw. */
  prng: Prng;
  /** A generator of the step's own, so adding a step leaves every earlier table as it was. */
  ownPrng(offset: number): Prng;
  /** A table filled by an earlier step (reading a lazy one builds it); throws for one not filled yet. */
  rows<K extends TableName>(name: K): Array<RowOf<K>>;
}

/**
 * What each `src/mocks/<domain>/seed.ts` may export as `seedStep`: the rows of its tables. The steps run from
 * the lowest `order` up, so a step reads the rows of steps with a lower one (students before their classes'
 * marks). A step may return getters: their table is built only when it is first read.
 */
export interface SeedStep {
  order: number;
  build(school: SeedSoFar): Partial<DemoData>;
}

/**
 * Every domain's seed step joins the seed the day its seed.ts exports one (whole modules: a seed.ts without a step,
 * whose rows another step builds, is no missing export to the bundler), the way a feature's routes join the route table.
 */
const seedSteps = Object.values(import.meta.glob<{ seedStep?: SeedStep }>('./*/seed.ts', { eager: true }))
  .flatMap((module) => (module.seedStep ? [module.seedStep] : []))
  .sort((a, b) => a.order - b.order);

/** Builds the whole demo school from a fixed seed: the same call always yields the same data. */
export function buildSeed(): DemoData {
  const data: Partial<DemoData> = {};
  const school: SeedSoFar = {
    prng: createPrng(SEED),
    ownPrng: (offset) => createPrng(SEED + offset),
    rows(name) {
      const rows = data[name];
      if (!rows) throw new Error(`The seed has not filled ${name} yet: give this step a higher order than the one that fills it.`);
      return rows;
    },
  };
  // Descriptors rather than values, so a step's lazy tables stay unbuilt until first read.
  for (const step of seedSteps) Object.defineProperties(data, Object.getOwnPropertyDescriptors(step.build(school)));
  // Every table a domain declares is filled by some step; db.ts answers [] for one left out.
  return data as DemoData;
}
