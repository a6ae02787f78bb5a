import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { gradingKeys, issuedAssignmentKeys } from '@/features/assignments/api/grading-keys';
import { SubmissionStateSchema, SubmittedAnswerSchema } from '@/features/assignments/api/grading-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { QuestionMarksBodySchema, type QuestionMarksBody } from '@/domain/lesson-content/bodies';
import { listResponseSchema } from '@/lib/list-query';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

/** One student's answer to one question, for grading a question across the class. */
export const QuestionAnswerSchema = z
  .object({
    /** The student assignment's id. */
    id: z.string(),
    student: z.object({ id: z.string(), fullName: z.string() }),
    state: SubmissionStateSchema,
    /** The submission's version, sent back with a mark; a stale one answers 409. */
    version: z.number().int().positive(),
    answer: SubmittedAnswerSchema.nullable(),
    /** The stored mark for this question, null while unmarked. */
    mark: z.number().nullable(),
    /** The stored mark is the automatic one. */
    automatic: z.boolean(),
    /** What automatic marking gives (Multiple Choice, Fill In The Blank), else null. */
    autoMark: z.number().nullable(),
  })
  .meta({ id: 'QuestionAnswer' });
export type QuestionAnswer = z.infer<typeof QuestionAnswerSchema>;

const QuestionAnswersSchema = listResponseSchema(QuestionAnswerSchema);
const Params = z.object({ assignmentId: z.string(), materialId: z.string() });

export const listQuestionAnswersEndpoint = defineEndpoint({
  operationId: 'listQuestionAnswers',
  method: 'get',
  path: '/assignments/{assignmentId}/questions/{materialId}/answers',
  summary: "Every visible student's answer to one marked question with their mark, by name (question-by-question grading)",
  tag: 'Assignments',
  params: Params,
  response: QuestionAnswersSchema,
  errors: [403, 404],
});

export const saveQuestionMarksEndpoint = defineEndpoint({
  operationId: 'saveQuestionMarks',
  method: 'put',
  path: '/assignments/{assignmentId}/questions/{materialId}/marks',
  summary:
    "Save one question's mark for several students (each with its version); work with every question marked becomes Graded. 422 names marks.N.mark, 409 marks.N.version",
  tag: 'Assignments',
  params: Params,
  body: QuestionMarksBodySchema,
  response: QuestionAnswersSchema,
  errors: [403, 404, 409, 422],
});

export const questionAnswersQueryOptions = (assignmentId: string, materialId: string) =>
  queryOptions({
    queryKey: gradingKeys.questionAnswers(assignmentId, materialId),
    queryFn: ({ signal }) => callEndpoint(listQuestionAnswersEndpoint, { params: { assignmentId, materialId }, signal }),
    meta: { errorMessage: "Could not load the students' answers." },
  });

export function useQuestionAnswers(assignmentId: string, materialId: string) {
  return useQuery(questionAnswersQueryOptions(assignmentId, materialId));
}

/** Saves marks; the answer replaces the question's list, and every submission and count of the assignment refreshes. */
export function useSaveQuestionMarks(assignmentId: string, materialId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...gradingKeys.questionAnswers(assignmentId, materialId), 'save'],
    mutationFn: (body: QuestionMarksBody) =>
      callEndpoint(saveQuestionMarksEndpoint, { params: { assignmentId, materialId }, body }),
    meta: { errorMessage: 'The marks could not be saved.', suppressErrorToast: true },
    onSuccess: (answers, body) => {
      queryClient.setQueryData(gradingKeys.questionAnswers(assignmentId, materialId), answers);
      for (const { studentAssignmentId } of body.marks)
        void queryClient.invalidateQueries({ queryKey: gradingKeys.submission(studentAssignmentId) });
      void queryClient.invalidateQueries({ queryKey: gradingKeys.questions(assignmentId) });
      void queryClient.invalidateQueries({ queryKey: gradingKeys.submissions(assignmentId) });
      void queryClient.invalidateQueries({ queryKey: issuedAssignmentKeys.lists() });
    },
  });
}
