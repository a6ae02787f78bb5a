import { DEMO_USER_IDS } from '@/mocks/auth/seed';
import { db } from '@/mocks/db';
import type { ReviewStatus } from '@/domain/lesson-content/review';

/** A seeded lesson of the demo teacher's subjects in `status`, with its page's address. */
export function teacherLesson(status: ReviewStatus, kind: 'lesson' | 'assignment' = 'lesson') {
  const content = db.resourceContents.find(
    (row) => row.kind === kind && row.reviewStatus === status && row.updatedById === DEMO_USER_IDS.teacher && !row.name.includes('practice bank'),
  );
  if (!content) throw new Error(`No seeded ${kind} in status ${status}`);
  const segment = kind === 'lesson' ? 'lessons' : 'assignments';
  return { content, url: `/resources/${content.subjectYearId}/${content.chapterId}/${segment}/${content.id}` };
}

/** A seeded lesson in `status` that the homeroom teacher (vetter) or the principal (expert) may review. */
export function anyContent(status: ReviewStatus) {
  const content = db.resourceContents.find((row) => row.kind === 'lesson' && row.reviewStatus === status && !row.name.includes('practice bank'));
  if (!content) throw new Error(`No seeded lesson in status ${status}`);
  return { content, url: `/resources/${content.subjectYearId}/${content.chapterId}/lessons/${content.id}` };
}

export const materialsOf = (contentId: string) => db.resourceMaterials.filter((row) => row.contentId === contentId).sort((a, b) => a.order - b.order);
