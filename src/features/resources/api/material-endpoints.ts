import { z } from 'zod';
import { MaterialSchema, type ContentKind } from '@/features/resources/api/resource-schemas';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import { MaterialInputSchema, type MaterialInput } from '@/domain/lesson-content/material-content';
import { MoveMaterialSchema, UpdateMaterialSchema } from '@/domain/lesson-content/bodies';

const ContentParams = z.object({ id: z.string() });
const MaterialParams = z.object({ materialId: z.string() });

export { MoveMaterialSchema, UpdateMaterialSchema };

/** Appending a material to a lesson or an assignment (setter only; the content must not be under review). */
export const createMaterialEndpoints = {
  lesson: defineEndpoint({
    operationId: 'createLessonMaterial',
    method: 'post',
    path: '/lessons/{id}/materials',
    summary: 'Append a material to a lesson (setter only); 409 while the lesson is under review',
    tag: 'Lesson resources',
    params: ContentParams,
    body: MaterialInputSchema,
    response: MaterialSchema,
    status: 201,
    errors: [403, 404, 409],
  }),
  assignment: defineEndpoint({
    operationId: 'createResourceAssignmentMaterial',
    method: 'post',
    path: '/resource-assignments/{id}/materials',
    summary: 'Append a material to an assignment (setter only); 409 while it is under review',
    tag: 'Lesson resources',
    params: ContentParams,
    body: MaterialInputSchema,
    response: MaterialSchema,
    status: 201,
    errors: [403, 404, 409],
  }),
};

export const updateMaterialEndpoint = defineEndpoint({
  operationId: 'updateMaterial',
  method: 'put',
  path: '/materials/{materialId}',
  summary: 'Edit a material (input and version), or move it (exactly {order}); setter only, 409 when stale or under review',
  tag: 'Lesson resources',
  params: MaterialParams,
  body: z.union([MoveMaterialSchema, UpdateMaterialSchema]),
  response: MaterialSchema,
  errors: [403, 404, 409],
});

export const deleteMaterialEndpoint = defineEndpoint({
  operationId: 'deleteMaterial',
  method: 'delete',
  path: '/materials/{materialId}',
  summary: 'Remove a material (setter only); the others are renumbered',
  tag: 'Lesson resources',
  params: MaterialParams,
  errors: [403, 404, 409],
});

export function createMaterial({ kind, contentId, input }: { kind: ContentKind; contentId: string; input: MaterialInput }) {
  return kind === 'lesson'
    ? callEndpoint(createMaterialEndpoints.lesson, { params: { id: contentId }, body: input })
    : callEndpoint(createMaterialEndpoints.assignment, { params: { id: contentId }, body: input });
}

export function updateMaterial({ materialId, input, version }: { materialId: string; input: MaterialInput; version: number }) {
  return callEndpoint(updateMaterialEndpoint, { params: { materialId }, body: { ...input, version } });
}

/** Moves a material to the 0-based position `order` (spec §7: the new position is what is sent). */
export function moveMaterial({ materialId, order }: { materialId: string; order: number }) {
  return callEndpoint(updateMaterialEndpoint, { params: { materialId }, body: { order } });
}

export function deleteMaterial(materialId: string) {
  return callEndpoint(deleteMaterialEndpoint, { params: { materialId } });
}
