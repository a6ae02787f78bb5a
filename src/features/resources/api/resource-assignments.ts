import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SaveOptions } from '@/features/resources/api/lessons';
import { useRefreshAroundContent } from '@/features/resources/api/refresh-content';
import { contentKeys, resourcesRootKey } from '@/features/resources/api/resource-keys';
import { ResourceAssignmentSchema, type ResourceAssignment } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { createDetailApi } from '@/lib/resource-api';
import type { AssignmentSettings } from '@/domain/lesson-content/assignment-settings';
import { UpdateResourceAssignmentSchema } from '@/domain/lesson-content/bodies';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

const AssignmentParams = z.object({ assignmentId: z.string() });

export { UpdateResourceAssignmentSchema };
export interface UpdateResourceAssignmentInput {
  name: string;
  settings: AssignmentSettings;
  version: number;
}

export const resourceAssignmentApi = createDetailApi({
  operationId: 'getResourceAssignment',
  path: '/resource-assignments/{assignmentId}',
  summary: "One chapter's assignment with its settings and materials in order",
  tag: 'Lesson resources',
  idParam: 'assignmentId',
  response: ResourceAssignmentSchema,
  errors: [403, 404],
  queryKey: (assignmentId) => contentKeys.detail('assignment', assignmentId),
});

export const updateResourceAssignmentEndpoint = defineEndpoint({
  operationId: 'updateResourceAssignment',
  method: 'put',
  path: '/resource-assignments/{assignmentId}',
  summary: "Change an assignment's name and settings (setter only); 409 when stale or under review",
  tag: 'Lesson resources',
  params: AssignmentParams,
  body: UpdateResourceAssignmentSchema,
  response: ResourceAssignmentSchema,
  errors: [403, 404, 409],
});

export const deleteResourceAssignmentEndpoint = defineEndpoint({
  operationId: 'deleteResourceAssignment',
  method: 'delete',
  path: '/resource-assignments/{assignmentId}',
  summary: 'Delete an assignment (setter only); 409 when it was assigned to students',
  tag: 'Lesson resources',
  params: AssignmentParams,
  errors: [403, 404, 409],
});

export function updateResourceAssignment({ assignmentId, ...body }: { assignmentId: string } & UpdateResourceAssignmentInput) {
  return callEndpoint(updateResourceAssignmentEndpoint, { params: { assignmentId }, body });
}

export function deleteResourceAssignment(assignmentId: string) {
  return callEndpoint(deleteResourceAssignmentEndpoint, { params: { assignmentId } });
}

/** Saves name and settings; the answer replaces the cached assignment and the lists refresh. */
export function useUpdateResourceAssignment(assignmentId: string, options: SaveOptions = {}) {
  const queryClient = useQueryClient();
  const refreshAround = useRefreshAroundContent();
  return useSingleFlightMutation({
    mutationKey: [...contentKeys.detail('assignment', assignmentId), 'update'],
    mutationFn: (input: UpdateResourceAssignmentInput) => updateResourceAssignment({ assignmentId, ...input }),
    meta: { errorMessage: 'The assignment could not be saved.', suppressErrorToast: options.suppressErrorToast },
    onSuccess: (assignment: ResourceAssignment) => {
      queryClient.setQueryData(contentKeys.detail('assignment', assignmentId), assignment);
      refreshAround('assignment', assignmentId);
    },
  });
}

export function useDeleteResourceAssignment() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: [...contentKeys.all, 'assignment', 'delete'],
    mutationFn: deleteResourceAssignment,
    meta: { successMessage: 'Assignment deleted.', errorMessage: 'The assignment could not be deleted.' },
    onSuccess: (_, assignmentId) => {
      queryClient.removeQueries({ queryKey: contentKeys.detail('assignment', assignmentId) });
      return queryClient.invalidateQueries({ queryKey: resourcesRootKey });
    },
  });
}
