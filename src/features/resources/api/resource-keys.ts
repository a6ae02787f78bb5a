import type { ContentKind } from '@/features/resources/api/resource-schemas';
import type { ListParams } from '@/lib/list-query';
import { createQueryKeys, sharedRootKey } from '@/lib/query-keys';

/** Every cache entry of lesson resources hangs under this root: invalidating it refreshes all of them. */
const ROOT = ['resources'] as const;

/** Subjects (all → lists → list(params) → details → detail(id)). */
export const resourceSubjectKeys = createQueryKeys(...ROOT, 'subjects');

/** A subject's chapters, one chapter, and a chapter's lessons and assignments. */
export const chapterKeys = {
  all: [...ROOT, 'chapters'] as const,
  ofSubject: (subjectId: string) => [...chapterKeys.all, 'list', subjectId] as const,
  list: (subjectId: string, params: ListParams) => [...chapterKeys.ofSubject(subjectId), params] as const,
  detail: (chapterId: string) => [...chapterKeys.all, 'detail', chapterId] as const,
  contents: (chapterId: string) => [...chapterKeys.all, 'contents', chapterId] as const,
  contentList: (chapterId: string, params: ListParams) => [...chapterKeys.contents(chapterId), params] as const,
};

/** One lesson or assignment, and what hangs below it (published version, activity log). */
export const contentKeys = {
  all: [...ROOT, 'content'] as const,
  detail: (kind: ContentKind, id: string) => [...contentKeys.all, kind, id] as const,
  published: (kind: ContentKind, id: string) => [...contentKeys.detail(kind, id), 'published'] as const,
  activity: (kind: ContentKind, id: string) => [...contentKeys.detail(kind, id), 'activity'] as const,
  activityList: (kind: ContentKind, id: string, params: ListParams) => [...contentKeys.activity(kind, id), params] as const,
};

/** Lessons and assignments with a published version, for /resources/assign. */
export const assignableContentKeys = createQueryKeys(...ROOT, 'assignable');

/**
 * Who a planned assignment reaches, and the open assignments of the same work that reach them already. Under the
 * shared `assignments` root, not this feature's: issuing, withdrawing or deleting work changes the answer.
 */
export const recipientKeys = {
  all: [...sharedRootKey('assignments'), 'recipients'] as const,
  list: (sourceId: string, classYearIds: readonly string[], studentIds: readonly string[]) =>
    [...recipientKeys.all, sourceId, classYearIds, studentIds] as const,
};

/** The root of every lesson-resources entry (lists, contents, activity, assignable contents). */
export const resourcesRootKey = ROOT;
