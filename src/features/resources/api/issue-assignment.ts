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

/** An open assignment of the same work that already reaches some of the chosen students (issue 21 §10). */
export const AlreadyAssignedSchema = z
  .object({
    assignmentId: z.string(),
    title: z.string(),
    classNames: z.array(z.string()),
    assignedOn: z.string().meta({ description: 'The school day it was issued (yyyy-MM-dd).' }),
    dueDate: z.string(),
  })
  .meta({ id: 'AlreadyAssigned' });

export const IssuedAssignmentCreatedSchema = z
  .object({ id: z.string(), studentsCount: z.number().int().nonnegative() })
  .meta({ id: 'IssuedAssignmentCreated' });

export const issueAssignmentEndpoint = defineEndpoint({
  operationId: 'issueAssignment',
  method: 'post',
  path: '/assignments',
  summary:
    'Assign a published lesson or assignment to classes and students (duplicates counted once); 409 when an open assignment of the same work already reaches one of them',
  tag: 'Assignments',
  body: IssueAssignmentSchema,
  response: IssuedAssignmentCreatedSchema,
  status: 201,
  errors: [403, 404, 409],
});

export const listAssignmentRecipientsEndpoint = defineEndpoint({
  operationId: 'listAssignmentRecipients',
  method: 'get',
  path: '/assignments/recipients',
  summary:
    'The students an assignment to these classes and students would reach, deduplicated, by class and name, and the open assignments of the same work that already reach them',
  tag: 'Assignments',
  query: z.object({
    classYearIds: z.string().optional().meta({ description: 'Comma-separated class ids.' }),
    studentIds: z.string().optional().meta({ description: 'Comma-separated student ids.' }),
    sourceId: z.string().optional().meta({ description: 'The lesson or assignment to be given; without it, alreadyAssigned is empty.' }),
  }),
  response: z.object({
    data: z.array(RecipientSchema),
    count: z.number().int().nonnegative(),
    alreadyAssigned: z.array(AlreadyAssignedSchema),
  }),
  errors: [403],
});

export function issueAssignment(body: IssueAssignment) {
  return callEndpoint(issueAssignmentEndpoint, { body });
}

export function fetchAssignmentRecipients(sourceId: string, classYearIds: readonly string[], studentIds: readonly string[], signal?: AbortSignal) {
  return callEndpoint(listAssignmentRecipientsEndpoint, {
    query: { classYearIds: classYearIds.join(',') || undefined, studentIds: studentIds.join(',') || undefined, sourceId: sourceId || undefined },
    signal,
  });
}

export const assignmentRecipientsQueryOptions = (sourceId: string, classYearIds: readonly string[], studentIds: readonly string[]) =>
  queryOptions({
    queryKey: recipientKeys.list(sourceId, classYearIds, studentIds),
    queryFn: ({ signal }) => fetchAssignmentRecipients(sourceId, classYearIds, studentIds, signal),
    placeholderData: keepPreviousData,
    enabled: classYearIds.length + studentIds.length > 0,
  });

/**
 * Who will receive it and whether the same work is already open for some of them, for the confirmation step
 * (nothing is fetched until a class or student is chosen).
 */
export function useAssignmentRecipients(sourceId: string, classYearIds: readonly string[], studentIds: readonly string[]) {
  return useQuery(assignmentRecipientsQueryOptions(sourceId, classYearIds, studentIds));
}

/** Issues the assignment; the assignments feature's lists refresh so the result appears there at once. */
export function useIssueAssignment() {
  return useSingleFlightMutation({
    mutationKey: [...sharedRootKey('assignments'), 'issue'],
    mutationFn: issueAssignment,
    meta: { errorMessage: 'The assignment could not be issued.', invalidates: ['assignments'] },
  });
}
