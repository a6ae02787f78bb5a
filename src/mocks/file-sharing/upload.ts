import { z } from 'zod';
import { SHARED_FILE_REFUSED_TYPE_MESSAGE, SHARED_FILE_TOO_LARGE_MESSAGE } from '../../domain/file-sharing/file-checks';
import { DOCUMENT_TYPES, SHARED_FILE_DESCRIPTION_MAX_LENGTH, SHARED_FILE_MAX_BYTES, SHARED_FILE_TYPES } from '../../domain/file-sharing/limits';
import { HttpError } from '../http/errors';
import { verifiedUploadType } from '../http/files';
import { declaredLength, MAX_SHARED_UPLOAD_BODY_BYTES, readLimitedBytes } from '../http/limits';
import { validate } from '../http/validation';
import { visibleText } from '../../domain/school/visible-text';

export const NOT_MULTIPART_MESSAGE = 'An upload must be a multipart form with the file.';
export const FILE_REQUIRED_MESSAGE = 'Choose a file to upload.';

export const NewFileFields = z.object({
  folderId: z.string({ error: 'Choose a folder.' }).min(1, 'Choose a folder.'),
  documentType: z.enum(DOCUMENT_TYPES, { error: 'Choose a document type.' }),
  description: visibleText()
    .max(SHARED_FILE_DESCRIPTION_MAX_LENGTH, `Keep the description within ${SHARED_FILE_DESCRIPTION_MAX_LENGTH} characters.`)
    .default(''),
});

export interface ReceivedFile {
  originalName: string;
  mimeType: string;
  bytes: Blob;
}

/** The multipart form of an upload, read within the size limit (413 above it, 415 when not multipart). */
export async function readUploadForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    void request.body?.cancel();
    throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  }
  const notMultipart = () => {
    throw new HttpError(400, NOT_MULTIPART_MESSAGE);
  };
  // A body that declares its size was checked against the limit before the handler ran (http/route.ts): the
  // platform parses it without the bytes passing through script, which keeps a 20 MB upload off the main thread.
  if (declaredLength(request.headers) !== null) return request.formData().catch(notMultipart);
  const bytes = await readLimitedBytes(request, MAX_SHARED_UPLOAD_BODY_BYTES, SHARED_FILE_TOO_LARGE_MESSAGE);
  return new Response(bytes, { headers: { 'Content-Type': contentType } }).formData().catch(notMultipart);
}

/**
 * Lets the page run between the steps of a big upload: in the browser the demo backend shares the main
 * thread with the portal, and one chain of promise callbacks over 20 MB would block it for its whole length.
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The form's file: 413 too large, then every upload's checks (http/files.ts: 422 empty, 415 a refused type or
 * bytes that are not that type), with the types the screens accept.
 */
export async function receivedFile(form: FormData): Promise<ReceivedFile> {
  const file = form.get('file');
  // Not `instanceof File`: the form may come from another realm's File (jsdom in tests).
  if (file === null || typeof file === 'string') throw new HttpError(422, FILE_REQUIRED_MESSAGE, { file: FILE_REQUIRED_MESSAGE });
  if (file.size > SHARED_FILE_MAX_BYTES) throw new HttpError(413, SHARED_FILE_TOO_LARGE_MESSAGE);
  const content = new Uint8Array(await file.arrayBuffer());
  await yieldToPage();
  const mimeType = verifiedUploadType(file, content, SHARED_FILE_TYPES, SHARED_FILE_REFUSED_TYPE_MESSAGE);
  return { originalName: file.name, mimeType, bytes: file };
}

export function newFileFields(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return validate(NewFileFields, { folderId: text('folderId'), documentType: text('documentType'), description: text('description') });
}
