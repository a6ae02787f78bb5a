import type { ListParams } from '@/lib/list-query';
import { createQueryKeys, SHARED_QUERY_ROOTS } from '@/lib/query-keys';

/** Issued assignments, under the shared root: issuing work from the resources feature refreshes these lists. */
export const issuedAssignmentKeys = createQueryKeys(SHARED_QUERY_ROOTS.assignments);

/**
 * Grading's cache entries, all under the `assignments` root so that a grading save can refresh the lists' counts:
 * an assignment's detail and its submissions list hang below detail(id); each submission below `submission`.
 */
export const gradingKeys = {
  assignment: (assignmentId: string) => issuedAssignmentKeys.detail(assignmentId),
  submissions: (assignmentId: string) => [...issuedAssignmentKeys.detail(assignmentId), 'submissions'] as const,
  submissionList: (assignmentId: string, params: ListParams) => [...gradingKeys.submissions(assignmentId), params] as const,
  submission: (studentAssignmentId: string) => [...issuedAssignmentKeys.all, 'submission', studentAssignmentId] as const,
  questions: (assignmentId: string) => [...issuedAssignmentKeys.detail(assignmentId), 'questions'] as const,
  questionAnswers: (assignmentId: string, materialId: string) => [...gradingKeys.questions(assignmentId), materialId] as const,
  commentBank: () => [...issuedAssignmentKeys.all, 'comment-bank'] as const,
};
