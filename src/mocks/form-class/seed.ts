import { DEMO_USER_IDS } from '../auth/seed';
import type { RemarkBankItem } from './schema';
import type { SeedStep } from '../seed';

const TEMPLATES: ReadonlyArray<string> = [
  '{name} is a diligent learner who completes {his} work carefully and on time.',
  '{firstName} participates actively in class discussions; {he} asks thoughtful questions.',
  '{name} is kind and helpful to classmates and works well in groups.',
  '{firstName} has made steady progress this term. More reading at home will help {his} progress.',
  '{name} is capable but needs to stay focused during lessons.',
];

/** A few remark templates for each demo homeroom teacher, so the comment bank is never empty on first use. */
export function buildRemarkBank(): RemarkBankItem[] {
  return [DEMO_USER_IDS.homeroom, DEMO_USER_IDS.principal].flatMap((ownerId) =>
    TEMPLATES.map((text, index) => ({
      id: `rb-${ownerId.replace(/^u-/, '')}-${index + 1}`,
      createdAt: `2026-07-0${index + 1}T08:00:00.000Z`,
      ownerId,
      text,
    })),
  );
}

export const seedStep: SeedStep = {
  order: 80,
  build: () => ({ formClassVersions: [], remarkBank: buildRemarkBank() }),
};
