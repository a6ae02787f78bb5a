import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { NamedRefSchema } from '@/domain/school/refs';
import { recipientKeys } from '@/features/resources/api/resource-keys';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { IssueAssignmentSchema, type IssueAssignment } from '@/domain/lesson-content/assignment-settings';
import { sharedRootKey } from '@/lib/query-keys';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

/** Who will receive an assignment: each student once, with the class they are in. */
export const RecipientSchema = z
  .object({ id: z.string(), fullName: z.string(), classYear: NamedRefSchema })
  .meta({ id: 'AssignmentRecipient' });
export type Recipient = z.infer<typeof RecipientSchema>;

export const IssuedAssignmentCreatedSchema = z
  .object({ id: z.string(), studentsCount: z.number().int().nonnegative() })
  .meta({ id: 'IssuedAssignmentCreated' });

export const issueAssignmentEndpoint = defineEndpoint({
  operationId: 'issueAssignment',
  method: 'post',
  path: '/assignments',
  summary: 'Assign a published lesson or assignment to classes and students (duplicates counted once)',
  tag: 'Assignments',
  body: IssueAssignmentSchema,
  response: IssuedAssignmentCreatedSchema,
  status: 201,
  errors: [403, 404],
});

export const listAssignmentRecipientsEndpoint = defineEndpoint({
  operationId: 'listAssignmentRecipients',
  method: 'get',
  path: '/assignments/recipients',
  summary: 'The students an assignment to these classes and students would reach, deduplicated, by class and name',
  tag: 'Assignments',
  query: z.object({
    classYearIds: z.string().optional().meta({ description: 'Comma-separated class ids.' }),
    studentIds: z.string().optional().meta({ description: 'Comma-separated student ids.' }),
  }),
  response: z.object({ data: z.array(RecipientSchema), count: z.number().int().nonnegative() }),
  errors: [403],
});

export function issueAssignment(body: IssueAssignment) {
  return callEndpoint(issueAssignmentEndpoint, { body });
}

export function fetchAssignmentRecipients(classYearIds: readonly string[], studentIds: readonly string[], signal?: AbortSignal) {
  return callEndpoint(listAssignmentRecipientsEndpoint, {
    query: { classYearIds: classYearIds.join(',') || undefined, studentIds: studentIds.join(',') || undefined },
    signal,
  });
}

export const assignmentRecipientsQueryOptions = (classYearIds: readonly string[], studentIds: readonly string[]) =>
  queryOptions({
    queryKey: recipientKeys.list(classYearIds, studentIds),
    queryFn: ({ signal }) => fetchAssignmentRecipients(classYearIds, studentIds, signal),
    placeholderData: keepPreviousData,
    enabled: classYearIds.length + studentIds.length > 0,
  });

/** Who will receive it, for the confirmation step (nothing is fetched until a class or student is chosen). */
export function useAssignmentRecipients(classYearIds: readonly string[], studentIds: readonly string[]) {
  return useQuery(assignmentRecipientsQueryOptions(classYearIds, studentIds));
}

/** Issues the assignment; the assignments feature's lists refresh so the result appears there at once. */
export function useIssueAssignment() {
  return useSingleFlightMutation({
    mutationKey: [...sharedRootKey('assignments'), 'issue'],
    mutationFn: issueAssignment,
    meta: { errorMessage: 'The assignment could not be issued.', invalidates: ['assignments'] },
  });
}
