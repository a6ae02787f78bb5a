import type { SeedStep } from '../seed';

/** The record starts empty: the seeded school is as it was handed over, and every change from then on is recorded. */
export const seedStep: SeedStep = {
  order: 170,
  build: () => ({ auditEvents: [] }),
};
