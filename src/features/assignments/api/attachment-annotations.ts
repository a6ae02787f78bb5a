import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useSubmissionCache } from '@/features/assignments/api/grade-submission';
import { gradingKeys } from '@/features/assignments/api/grading-keys';
import { SubmissionSchema } from '@/features/assignments/api/grading-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import {
  AttachmentAnnotationsBodySchema,
  type AttachmentAnnotationsBody,
} from '@/domain/lesson-content/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

export const saveAttachmentAnnotationsEndpoint = defineEndpoint({
  operationId: 'saveAttachmentAnnotations',
  method: 'put',
  path: '/student-assignments/{studentAssignmentId}/attachments/{fileId}/annotations',
  summary:
    "Save the annotations of one attached file (all its pages) without touching marks, feedback or state; 409 on a stale version, 422 on a file the student did not attach",
  tag: 'Assignments',
  params: z.object({ studentAssignmentId: z.string(), fileId: z.string() }),
  body: AttachmentAnnotationsBodySchema,
  response: SubmissionSchema,
  errors: [403, 404, 409, 422],
});

/**
 * Saves one file's annotations from grading by question. The answer replaces the cached submission (the
 * student's page shows it at once) and the question's rows refresh, since each carries the work's version.
 */
export function useSaveAttachmentAnnotations(studentAssignmentId: string, fileId: string) {
  const store = useSubmissionCache();
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...gradingKeys.submission(studentAssignmentId), 'annotations', fileId],
    mutationFn: (body: AttachmentAnnotationsBody) =>
      callEndpoint(saveAttachmentAnnotationsEndpoint, { params: { studentAssignmentId, fileId }, body }),
    meta: { errorMessage: 'The annotations could not be saved.', suppressErrorToast: true },
    onSuccess: (submission) => {
      store(submission);
      void queryClient.invalidateQueries({ queryKey: gradingKeys.questions(submission.assignmentId) });
    },
  });
}
