import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gradingKeys } from '@/features/assignments/api/grading-keys';
import { SubmissionSchema, SubmissionSummarySchema } from '@/features/assignments/api/grading-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';

export const listSubmissionsEndpoint = defineListEndpoint({
  operationId: 'listSubmissions',
  path: '/assignments/{assignmentId}/submissions',
  summary: 'One row per student the assignment reached (list contract; sort fullName, submittedAt, score)',
  tag: 'Assignments',
  params: z.object({ assignmentId: z.string() }),
  item: SubmissionSummarySchema,
  filters: ['state', 'fullName'],
  errors: [403, 404],
});

export function fetchSubmissions(assignmentId: string, params: ListParams, signal?: AbortSignal) {
  return fetchListOf(listSubmissionsEndpoint, params, { params: { assignmentId }, signal });
}

export const submissionsQueryOptions = (assignmentId: string, params: ListParams) =>
  queryOptions({
    queryKey: gradingKeys.submissionList(assignmentId, params),
    queryFn: ({ signal }) => fetchSubmissions(assignmentId, params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the submissions.' },
  });

export function useSubmissions(assignmentId: string, params: ListParams) {
  return useQuery(submissionsQueryOptions(assignmentId, params));
}

export const getSubmissionEndpoint = defineEndpoint({
  operationId: 'getSubmission',
  method: 'get',
  path: '/student-assignments/{studentAssignmentId}',
  summary: "One student's submission: answers in their question order, marks, feedback, annotations and history",
  tag: 'Assignments',
  params: z.object({ studentAssignmentId: z.string() }),
  response: SubmissionSchema,
  errors: [403, 404],
});

export function fetchSubmission(studentAssignmentId: string, signal?: AbortSignal) {
  return callEndpoint(getSubmissionEndpoint, { params: { studentAssignmentId }, signal });
}

/** Also what the grading page prefetches for the next student (`queryClient.prefetchQuery`). */
export const submissionQueryOptions = (studentAssignmentId: string) =>
  queryOptions({
    queryKey: gradingKeys.submission(studentAssignmentId),
    queryFn: ({ signal }) => fetchSubmission(studentAssignmentId, signal),
    meta: { errorMessage: 'Could not load the submission.' },
  });

export function useSubmission(studentAssignmentId: string) {
  return useQuery(submissionQueryOptions(studentAssignmentId));
}
