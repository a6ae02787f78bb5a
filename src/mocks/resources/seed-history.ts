import type { ActivityLogType, ReviewStatus } from '../../domain/lesson-content/review';
import { DEMO_USER_IDS } from '../auth/seed';
import type { ActivityEntry, PublishedContent, ResourceContent, ResourceMaterial } from './schema';
import { snapshotOf } from './snapshot';

const HOUR = 3_600_000;

interface Step {
  type: ActivityLogType;
  actorId: string;
  from: ReviewStatus | null;
  to: ReviewStatus;
  comment?: string;
  materialId?: string;
}

/** The review steps that led to each seeded status (review.ts transitions, by the demo's content roles). */
function stepsTo(status: ReviewStatus, author: string, materials: readonly ResourceMaterial[]): Step[] {
  const vetter = DEMO_USER_IDS.homeroom;
  const expert = DEMO_USER_IDS.principal;
  const created: Step = { type: 'Created', actorId: author, from: null, to: 'created' };
  const submitted: Step = { type: 'Revision Upload', actorId: author, from: 'created', to: 'onReview' };
  const approved: Step = { type: 'Approved Draft', actorId: vetter, from: 'onReview', to: 'approved' };
  const final: Step = { type: 'Approved FBP', actorId: expert, from: 'approved', to: 'final' };
  switch (status) {
    case 'created':
      return [created];
    case 'onReview':
      return [created, submitted];
    case 'approved':
      return [created, submitted, approved];
    case 'final':
      return [created, submitted, approved, final];
    case 'revision':
      return [
        created,
        submitted,
        {
          type: 'Commented',
          actorId: vetter,
          from: 'onReview',
          to: 'revision',
          comment: 'Please add a worked example before the first question, and check the wording of question 2.',
          materialId: materials[1]?.id,
        },
      ];
    case 'new':
      return [created, submitted, approved, final, { type: 'Updated', actorId: author, from: 'final', to: 'new' }];
  }
}

/**
 * A seeded lesson's history: its activity log, its version after each step, and the version students
 * received when it was approved. A "new" revision was published without its last material, so the
 * reviewers' comparison shows a change.
 */
export function historyOf({ content, materials, author, start }: { content: ResourceContent; materials: readonly ResourceMaterial[]; author: string; start: number }) {
  const steps = stepsTo(content.reviewStatus, author, materials);
  const activity: ActivityEntry[] = [];
  let published: PublishedContent | null = null;
  let version = 0;
  let at = '';
  steps.forEach((step, index) => {
    version += 1;
    at = new Date(start + index * 20 * HOUR).toISOString();
    activity.push({
      id: `act-${content.id.slice(3)}-${index + 1}`,
      createdAt: at,
      contentId: content.id,
      type: step.type,
      at,
      actorId: step.actorId,
      comment: step.comment ?? null,
      materialId: step.materialId ?? null,
      fromStatus: step.from,
      toStatus: step.to,
    });
    if (step.to === 'approved' || step.to === 'final') {
      const shown = content.reviewStatus === 'new' ? materials.slice(0, -1) : materials;
      published = { id: content.id, createdAt: at, version, publishedAt: at, materials: shown.map(snapshotOf) };
    }
  });
  return { content: { ...content, version, updatedAt: at, updatedById: author }, activity, published };
}
