import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { UploadFieldsSchema } from '../../domain/files/bodies';
import type { UploadFileResponseSchema } from '../../domain/files/responses';
import { sanitizeFileName } from '../../domain/files/file-name';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from '../../domain/lesson-content/limits';
import type { User } from '../auth/schema';
import { db } from '../db';
import { hasPermission, withAuth } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { downloadHeaders, verifiedUploadType } from '../http/files';
import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BODY_BYTES, readLimitedBytes } from '../http/limits';
import { route } from '../http/route';
import { canViewSve } from '../sve/access';
import { validate } from '../http/validation';
import { canReadUploadedFile } from './file-access';
import { base64ToBytes, bytesToBase64 } from './files';
import { newId, nowIso } from '../http/record-writes';

export const NOT_MULTIPART_MESSAGE = 'An upload must be a multipart form with a file and its entityType.';
export const REFUSED_TYPE_MESSAGE = 'This type of file cannot be uploaded. Upload a PDF, an image, an audio recording, a text file or an Office document.';
const FILE_REQUIRED = 'Choose a file to upload.';


/** Lesson files are uploaded with the lesson builder's permission, SVE files with SVE's. */
function mayUpload(user: User, entityType: string): boolean {
  return entityType === 'SVE' ? canViewSve(user) : hasPermission(user, 'update', 'LessonBuilder');
}

export const fileHandlers = [
  route.post(
    '/files',
    withAuth(async ({ request, user }) => {
      const contentType = request.headers.get('Content-Type') ?? '';
      if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
        void request.body?.cancel();
        throw new HttpError(415, NOT_MULTIPART_MESSAGE);
      }
      const bytes = await readLimitedBytes(request, MAX_UPLOAD_BODY_BYTES, FILE_TOO_LARGE_MESSAGE);
      const form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData().catch(() => {
        throw new HttpError(400, NOT_MULTIPART_MESSAGE);
      });
      const { entityType } = validate(UploadFieldsSchema, { entityType: form.get('entityType') ?? undefined });
      if (!mayUpload(user, entityType)) throw new HttpError(403, `You do not have permission to upload ${entityType} files.`);
      const file = form.get('file');
      // Not `instanceof File`: the form may come from another realm's File (jsdom in tests).
      if (file === null || typeof file === 'string') throw new HttpError(422, FILE_REQUIRED, { file: FILE_REQUIRED });
      if (file.size > UPLOAD_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE_MESSAGE);
      const content = new Uint8Array(await file.arrayBuffer());
      const mimeType = verifiedUploadType(file, content, UPLOAD_ACCEPTED_TYPES, REFUSED_TYPE_MESSAGE);
      const stored = db.uploadedFiles.insert({
        id: newId('file'),
        createdAt: nowIso(),
        fileName: sanitizeFileName(file.name),
        mimeType,
        size: file.size,
        entityType,
        uploadedById: user.id,
        base64: bytesToBase64(content),
      });
      const { id, fileName, size } = stored;
      return HttpResponse.json([{ id, fileName, mimeType, size, entityType }] satisfies z.input<typeof UploadFileResponseSchema>, { status: 201 });
    }),
  ),

  route.get(
    '/files/:fileId/content',
    withAuth(({ params, user }) => {
      const file = db.uploadedFiles.get(params.fileId ?? '');
      if (!file) throw notFound('File');
      if (!canReadUploadedFile(user, file)) throw notFound('File');
      return new HttpResponse(base64ToBytes(file.base64), { headers: downloadHeaders(file) });
    }),
  ),
];
