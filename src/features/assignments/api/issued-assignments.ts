import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { NamedRefSchema } from '@/domain/school/refs';
import { ASSIGNMENT_TYPES } from '@/domain/lesson-content/assignment-settings';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';
import { createQueryKeys, SHARED_QUERY_ROOTS } from '@/lib/query-keys';

/** A lesson or chapter assignment given to students with dates (the rows of /assignments). */
export const IssuedAssignmentSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    sourceType: z.enum(['lesson', 'assignment']),
    sourceId: z.string(),
    /** Null for a lesson. */
    assignmentType: z.enum(ASSIGNMENT_TYPES).nullable(),
    /** The class it went to; null when it went to students of several classes. */
    classYear: NamedRefSchema.nullable(),
    subject: NamedRefSchema,
    startDate: z.string(),
    dueDate: z.string(),
    studentsCount: z.number().int().nonnegative(),
    submittedCount: z.number().int().nonnegative(),
    gradedCount: z.number().int().nonnegative(),
    issuedBy: NamedRefSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'IssuedAssignment' });
export type IssuedAssignment = z.infer<typeof IssuedAssignmentSchema>;

/** Under the shared root: issuing work from the resources feature refreshes these lists. */
export const issuedAssignmentKeys = createQueryKeys(SHARED_QUERY_ROOTS.assignments);

export const listIssuedAssignmentsEndpoint = defineListEndpoint({
  operationId: 'listIssuedAssignments',
  path: '/assignments',
  summary: 'Assignments issued to the caller’s classes (list contract; sort dueDate, startDate, title)',
  tag: 'Assignments',
  item: IssuedAssignmentSchema,
  filters: ['classYearId', 'subjectId', 'assignmentType', 'title'],
  errors: [403],
});

export function fetchIssuedAssignments(params: ListParams, signal?: AbortSignal) {
  return fetchListOf(listIssuedAssignmentsEndpoint, params, { signal });
}

export const issuedAssignmentsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: issuedAssignmentKeys.list(params),
    queryFn: ({ signal }) => fetchIssuedAssignments(params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the assignments.' },
  });

export function useIssuedAssignments(params: ListParams) {
  return useQuery(issuedAssignmentsQueryOptions(params));
}
