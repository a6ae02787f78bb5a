import type { SeedStep } from '../seed';

/** Every class's season starts open (no row); suggestions come from proofreaders. */
export const seedStep: SeedStep = {
  order: 160,
  build: () => ({ reportSeasons: [], remarkSuggestions: [] }),
};
