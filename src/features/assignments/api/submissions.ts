import { z } from 'zod';
import { gradingKeys } from '@/features/assignments/api/grading-keys';
import { SubmissionSchema, SubmissionSummarySchema } from '@/features/assignments/api/grading-schemas';
import { createDetailApi, createNestedListApi } from '@/lib/resource-api';

/** The students an assignment reached, each with their submission's state; `of({ assignmentId })`. */
export const submissionsApi = createNestedListApi({
  operationId: 'listSubmissions',
  path: '/assignments/{assignmentId}/submissions',
  summary: 'One row per student the assignment reached (list contract; sort fullName, submittedAt, score)',
  tag: 'Assignments',
  params: z.object({ assignmentId: z.string() }),
  item: SubmissionSummarySchema,
  filters: ['state', 'fullName'],
  errors: [403, 404],
  queryKey: ({ assignmentId }, params) => gradingKeys.submissionList(assignmentId, params),
  errorMessage: 'Could not load the submissions.',
});

/** One student's submission; `detailQuery` is also what the grading page prefetches for the next student. */
export const submissionApi = createDetailApi({
  operationId: 'getSubmission',
  path: '/student-assignments/{studentAssignmentId}',
  summary: "One student's submission: answers in their question order, marks, feedback, annotations and history",
  tag: 'Assignments',
  idParam: 'studentAssignmentId',
  response: SubmissionSchema,
  errors: [403, 404],
  queryKey: gradingKeys.submission,
  errorMessage: 'Could not load the submission.',
});
export const useSubmission = submissionApi.useDetail;
