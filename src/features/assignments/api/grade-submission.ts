import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { gradingKeys, issuedAssignmentKeys } from '@/features/assignments/api/grading-keys';
import { SubmissionSchema, type Submission } from '@/features/assignments/api/grading-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import {
  GradeSubmissionBodySchema,
  ReturnSubmissionBodySchema,
  type GradeSubmissionBody,
  type ReturnSubmissionBody,
} from '@/domain/lesson-content/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export { GradeSubmissionBodySchema, ReturnSubmissionBodySchema, type GradeSubmissionBody, type ReturnSubmissionBody };

const Params = z.object({ studentAssignmentId: z.string() });

export const gradeSubmissionEndpoint = defineEndpoint({
  operationId: 'gradeSubmission',
  method: 'put',
  path: '/student-assignments/{studentAssignmentId}/grade',
  summary: "Save marks, feedback and annotations (the submission becomes Graded); 409 on a stale version, 422 names marks.N.mark",
  tag: 'Assignments',
  params: Params,
  body: GradeSubmissionBodySchema,
  response: SubmissionSchema,
  errors: [403, 404, 409, 422],
});

export const returnSubmissionEndpoint = defineEndpoint({
  operationId: 'returnSubmission',
  method: 'post',
  path: '/student-assignments/{studentAssignmentId}/return',
  summary: "Return a Graded submission for resubmission (back to Haven't submitted, history kept); 409 on a stale version",
  tag: 'Assignments',
  params: Params,
  body: ReturnSubmissionBodySchema,
  response: SubmissionSchema,
  errors: [403, 404, 409, 422],
});

export function gradeSubmission(studentAssignmentId: string, body: GradeSubmissionBody) {
  return callEndpoint(gradeSubmissionEndpoint, { params: { studentAssignmentId }, body });
}

export function returnSubmission(studentAssignmentId: string, body: ReturnSubmissionBody) {
  return callEndpoint(returnSubmissionEndpoint, { params: { studentAssignmentId }, body });
}

export interface SubmissionSaveOptions {
  /** The grading page shows 409/422 itself (conflict notice, field errors) and keeps what was typed. */
  suppressErrorToast?: boolean;
}

/** The answer replaces the cached submission; the assignment's rows and the lists' counts refresh. */
export function useSubmissionCache() {
  const queryClient = useQueryClient();
  return (submission: Submission) => {
    queryClient.setQueryData(gradingKeys.submission(submission.id), submission);
    void queryClient.invalidateQueries({ queryKey: gradingKeys.submissions(submission.assignmentId) });
    void queryClient.invalidateQueries({ queryKey: issuedAssignmentKeys.lists() });
  };
}

export function useGradeSubmission(studentAssignmentId: string, options: SubmissionSaveOptions = {}) {
  const store = useSubmissionCache();
  return useSingleFlightMutation({
    mutationKey: [...gradingKeys.submission(studentAssignmentId), 'grade'],
    mutationFn: (body: GradeSubmissionBody) => gradeSubmission(studentAssignmentId, body),
    meta: { errorMessage: 'The grading could not be saved.', suppressErrorToast: options.suppressErrorToast },
    onSuccess: store,
  });
}

export function useReturnSubmission(studentAssignmentId: string, options: SubmissionSaveOptions = {}) {
  const store = useSubmissionCache();
  return useSingleFlightMutation({
    mutationKey: [...gradingKeys.submission(studentAssignmentId), 'return'],
    mutationFn: (body: ReturnSubmissionBody) => returnSubmission(studentAssignmentId, body),
    meta: { errorMessage: 'The submission could not be returned.', suppressErrorToast: options.suppressErrorToast },
    onSuccess: store,
  });
}
