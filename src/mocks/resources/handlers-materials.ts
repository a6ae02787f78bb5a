import { HttpResponse } from 'msw';
import { LESSON_UPLOAD_ENTITY_TYPE } from '../../domain/lesson-content/limits';
import { MaterialInputSchema, type MaterialInput, type UploadedFile } from '../../domain/lesson-content/material-content';
import { fileIdsInRichText, NOT_AN_IMAGE_MESSAGE, RICH_TEXT_IMAGE_TYPES } from '../../domain/lesson-content/rich-text-media';
import { moveItem } from '../../domain/lesson-content/order';
import { isMoveBody, MoveMaterialSchema, UpdateMaterialSchema } from '../../domain/lesson-content/bodies';
import type { User } from '../auth/schema';
import { db } from '../db';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import { readableContent, readableMaterial, requireSetterOf } from './access';
import { BASE_PATHS } from './handlers-content';
import type { ContentKind, ResourceMaterial } from './schema';
import { materialsOf, materialView } from './views';
import { newId, nowIso, requireVersion } from '../http/record-writes';
import { beginEdit, renumberMaterials } from './writes';

const create = requirePermission('create', 'LessonBuilder');
const update = requirePermission('update', 'LessonBuilder');

export const MATERIAL_STALE_MESSAGE = 'This material was changed by someone else. Reload it to see their changes.';
export const NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE = 'This file was not uploaded by you for lessons. Upload it again.';

function filesOf(material: ResourceMaterial | null): UploadedFile[] {
  return material?.materialType === 'ATTACH_FILES' ? material.content.files : [];
}

function picturesOf(material: ResourceMaterial | null): string[] {
  return material?.materialType === 'TEXT_MEDIA' ? fileIdsInRichText(material.content.html) : [];
}

function isOwnLessonUpload(user: User, fileId: string): boolean {
  const upload = db.uploadedFiles.get(fileId);
  return upload !== undefined && upload.entityType === LESSON_UPLOAD_ENTITY_TYPE && upload.uploadedById === user.id;
}

/**
 * A Text/Media material shows only pictures its author uploaded for lessons, and those it already showed (a
 * co-setter's edit keeps them): 422 on `content.html` for any other file its HTML names, and for a file that is
 * not a PNG, JPEG, GIF or WebP picture. The HTML is read as file-access.ts reads it, so what passes here is
 * exactly what the lesson's readers may open.
 */
function checkPictures(user: User, input: MaterialInput, current: ResourceMaterial | null): void {
  if (input.materialType !== 'TEXT_MEDIA') return;
  const held = new Set(picturesOf(current));
  for (const fileId of fileIdsInRichText(input.content.html)) {
    if (!held.has(fileId) && !isOwnLessonUpload(user, fileId))
      throw new HttpError(422, NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE, { 'content.html': NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE });
    const type = db.uploadedFiles.get(fileId)?.mimeType ?? '';
    if (!Object.hasOwn(RICH_TEXT_IMAGE_TYPES, type)) throw new HttpError(422, NOT_AN_IMAGE_MESSAGE, { 'content.html': NOT_AN_IMAGE_MESSAGE });
  }
}

/**
 * An Attach Files material holds only files its author uploaded for lessons (POST /files, LessonBuilder) and the
 * files it already held (a co-setter's edit keeps them), each as stored: the body's name, type and size are
 * ignored. 422 naming each other file (`content.files.<index>`): a foreign, SVE or unknown id.
 */
function withStoredFiles<T extends MaterialInput>(user: User, input: T, current: ResourceMaterial | null): T {
  checkPictures(user, input, current);
  if (input.materialType !== 'ATTACH_FILES') return input;
  const held = new Map(filesOf(current).map((file) => [file.id, file]));
  const errors: Record<string, string> = {};
  const files = input.content.files.map((sent, index) => {
    const upload = db.uploadedFiles.get(sent.id);
    if (upload && isOwnLessonUpload(user, sent.id)) {
      const { id, fileName, mimeType, size, entityType } = upload;
      return { id, fileName, mimeType, size, entityType };
    }
    const kept = held.get(sent.id);
    if (!kept) errors[`content.files.${index}`] = NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE;
    return kept ?? sent;
  });
  if (Object.keys(errors).length > 0) throw new HttpError(422, NOT_AN_UPLOAD_FOR_MATERIAL_MESSAGE, errors);
  return { ...input, content: { ...input.content, files } };
}

/** Text/Media HTML is stored as given: every view sanitizes it on render (docs/decisions/resources.md). */
function createHandler(kind: ContentKind) {
  return route.post(
    `${BASE_PATHS[kind]}/:id/materials`,
    withAuth(
      create(async ({ request, params, user }) => {
        const { content, subjectYear } = readableContent(user, params.id ?? '', kind);
        requireSetterOf(user, subjectYear);
        const input = withStoredFiles(user, validate(MaterialInputSchema, await readJson(request)), null);
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
          const { version, ...sent } = validate(UpdateMaterialSchema, body);
          requireVersion(material.version, version, MATERIAL_STALE_MESSAGE);
          const input = withStoredFiles(user, sent, material);
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
