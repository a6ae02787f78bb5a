import { HttpResponse } from 'msw';
import { MaterialInputSchema } from '../../lib/lesson-content/material-content';
import { moveItem } from '../../lib/lesson-content/order';
import { isMoveBody, MoveMaterialSchema, UpdateMaterialSchema } from '../../lib/lesson-content/request-bodies';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { readableContent, readableMaterial, requireSetterOf } from './access';
import { requireAttachableFiles } from './file-access';
import { BASE_PATHS } from './handlers-content';
import type { ContentKind } from './schema';
import { materialsOf, materialView } from './views';
import { beginEdit, newId, nowIso, renumberMaterials, requireVersion } from './writes';

const create = requirePermission('create', 'LessonBuilder');
const update = requirePermission('update', 'LessonBuilder');

export const MATERIAL_STALE_MESSAGE = 'This material was changed by someone else. Reload it to see their changes.';

/** Text/Media HTML is stored as given: every view sanitizes it on render (docs/decisions.md, "Resources"). */
function createHandler(kind: ContentKind) {
  return route.post(
    `${BASE_PATHS[kind]}/:id/materials`,
    withAuth(
      create(async ({ request, params, user }) => {
        const { content, subjectYear } = readableContent(user, params.id ?? '', kind);
        requireSetterOf(user, subjectYear);
        const input = validate(MaterialInputSchema, await readJson(request));
        requireAttachableFiles(user, input);
        beginEdit(content, user);
        const at = nowIso();
        const material = db.resourceMaterials.insert({
          ...input,
          id: newId('mt'),
          createdAt: at,
          contentId: content.id,
          order: materialsOf(content.id).length,
          version: 1,
          updatedAt: at,
        });
        return HttpResponse.json(materialView(material), { status: 201 });
      }),
    ),
  );
}

export const materialHandlers = [
  createHandler('lesson'),
  createHandler('assignment'),

  route.put(
    '/materials/:materialId',
    withAuth(
      update(async ({ request, params, user }) => {
        const { material, content, subjectYear } = readableMaterial(user, params.materialId ?? '');
        requireSetterOf(user, subjectYear);
        const body = await readJson(request);
        if (isMoveBody(body)) {
          const { order } = validate(MoveMaterialSchema, body);
          beginEdit(content, user, material.id);
          renumberMaterials(moveItem(materialsOf(content.id).map((row) => row.id), material.id, order));
        } else {
          const { version, ...input } = validate(UpdateMaterialSchema, body);
          requireVersion(material.version, version, MATERIAL_STALE_MESSAGE);
          requireAttachableFiles(user, input);
          beginEdit(content, user, material.id);
          db.resourceMaterials.update(material.id, { ...input, version: material.version + 1, updatedAt: nowIso() });
        }
        return HttpResponse.json(materialView(db.resourceMaterials.get(material.id) ?? material));
      }),
    ),
  ),

  route.delete(
    '/materials/:materialId',
    withAuth(
      update(({ params, user }) => {
        const { material, content, subjectYear } = readableMaterial(user, params.materialId ?? '');
        requireSetterOf(user, subjectYear);
        beginEdit(content, user, material.id);
        db.resourceMaterials.remove(material.id);
        renumberMaterials(materialsOf(content.id).map((row) => row.id));
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ),
];
