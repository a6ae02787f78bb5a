import { issuedAssignmentKeys } from '@/features/assignments/api/grading-keys';
import { IssuedAssignmentDetailSchema, IssuedAssignmentSchema } from '@/features/assignments/api/grading-schemas';
import { createResourceApi } from '@/lib/resource-api';

/** The rows of /assignments and one assignment with its settings and issued materials, under the shared root. */
export const issuedAssignmentsApi = createResourceApi({
  key: issuedAssignmentKeys,
  path: '/assignments',
  idParam: 'assignmentId',
  tag: 'Assignments',
  singular: 'IssuedAssignment',
  plural: 'IssuedAssignments',
  item: IssuedAssignmentSchema,
  detail: IssuedAssignmentDetailSchema,
  filters: ['classYearId', 'subjectId', 'assignmentType', 'title'],
  listErrors: [403],
  getErrors: [403, 404],
  listSummary: 'Assignments issued to the caller’s classes (list contract; sort dueDate, startDate, title)',
  getSummary: 'An issued assignment with its settings and the materials of the version that was issued',
  listErrorMessage: 'Could not load the assignments.',
  detailErrorMessage: 'Could not load the assignment.',
});
export const useIssuedAssignments = issuedAssignmentsApi.useList;
export const fetchIssuedAssignments = issuedAssignmentsApi.list;
export const useIssuedAssignment = issuedAssignmentsApi.useDetail;
