import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { NamedRefSchema } from '@/domain/school/refs';
import { REVIEW_INBOXES, type ReviewInbox } from '@/domain/lesson-content/review-inbox';
import { ACTIVITY_LOG_TYPES, REVIEW_STATUSES } from '@/domain/lesson-content/review';
import { createQueryKeys } from '@/lib/query-keys';
import { createListApi } from '@/lib/resource-api';

/**
 * A lesson or assignment in one of the caller's review inboxes (issue 21 §7). Shared because two areas show the
 * same list: Resources filters by it, the dashboard counts it, so both read this one query.
 */
export const ReviewInboxItemSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['lesson', 'assignment']),
    name: z.string(),
    reviewStatus: z.enum(REVIEW_STATUSES),
    updatedAt: z.string(),
    subjectId: z.string(),
    chapterId: z.string(),
    subject: NamedRefSchema.extend({ classYear: NamedRefSchema }),
    chapter: NamedRefSchema,
    /** The review step that put it in its status: the reviewer's request for a revision, or the setter's submission. */
    lastStep: z
      .object({
        type: z.enum(ACTIVITY_LOG_TYPES),
        at: z.string(),
        actor: NamedRefSchema,
        comment: z.string().nullable(),
        /** The material the comment is about, when it names one. */
        materialTitle: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'ReviewInboxItem' });
export type ReviewInboxItem = z.infer<typeof ReviewInboxItemSchema>;

/** Under the lesson resources' root, so every review step and edit there (which refreshes that root) refreshes it. */
export const reviewInboxKeys = createQueryKeys('resources', 'inbox');

export const reviewInboxApi = createListApi({
  operationId: 'listReviewInbox',
  path: '/resource-inbox',
  summary: `The caller's review inbox (list contract; inbox: ${REVIEW_INBOXES.join(' or ')}): "review" is what waits on a step their reviewer role takes, "sent-back" what a reviewer returned for revision to the setter who sent it; oldest first`,
  tag: 'Lesson resources',
  item: ReviewInboxItemSchema,
  requiredFilters: ['inbox'],
  filters: ['name'],
  errors: [400, 403],
  errorMessage: 'Could not load your review inbox.',
  queryKey: reviewInboxKeys.list,
});

/** One inbox's items (a page of them with `pageSize`) and how many there are in all (`count`). */
export function useReviewInbox(inbox: ReviewInbox, params: { pageSize: number; name?: string }, enabled = true) {
  return useQuery({
    ...reviewInboxApi.listQuery({ pageSize: params.pageSize, filters: { inbox, name: params.name ?? '' } }),
    enabled,
  });
}

/** The lesson or assignment page an inbox item opens, where its review step is taken. */
export function reviewInboxItemHref(item: Pick<ReviewInboxItem, 'id' | 'kind' | 'subjectId' | 'chapterId'>): string {
  const base = { subjectId: item.subjectId, chapterId: item.chapterId };
  return item.kind === 'lesson'
    ? paths.resourceLesson.href({ ...base, lessonId: item.id })
    : paths.resourceAssignment.href({ ...base, assignmentId: item.id });
}
