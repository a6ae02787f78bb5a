import { UPLOAD_MAX_BYTES } from '../../domain/lesson-content/limits';
import { SHARED_FILE_TOO_LARGE_MESSAGE } from '../../domain/file-sharing/file-checks';
import { SHARED_FILE_MAX_BYTES } from '../../domain/file-sharing/limits';
import { concatBytes } from '../../lib/concat-bytes';
import { HttpError } from './errors';

/** The largest JSON body any endpoint takes: a whole class's marks for a term are about 100 KB. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large (at most 1 MB).';
export const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json).';

/** The one path that takes files (multipart, spec §7): its body may carry a 5 MB file and the form around it. */
export const UPLOAD_PATH_SUFFIX = '/api/files';
export const MAX_UPLOAD_BODY_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
export const FILE_TOO_LARGE_MESSAGE = 'The file is too large (at most 5 MB).';

/** File sharing's uploads (a new file, a new version) take a 25 MB file and its form. */
const SHARED_UPLOAD_PATH = /\/api\/file-sharing\/[^/]+\/files(\/[^/]+\/versions)?$/;
export const MAX_SHARED_UPLOAD_BODY_BYTES = SHARED_FILE_MAX_BYTES + 64 * 1024;

/** The largest body a path accepts, and what to say above it. */
export function bodyLimitFor(pathname: string): { max: number; message: string } {
  if (SHARED_UPLOAD_PATH.test(pathname)) return { max: MAX_SHARED_UPLOAD_BODY_BYTES, message: SHARED_FILE_TOO_LARGE_MESSAGE };
  return pathname.endsWith(UPLOAD_PATH_SUFFIX)
    ? { max: MAX_UPLOAD_BODY_BYTES, message: FILE_TOO_LARGE_MESSAGE }
    : { max: MAX_JSON_BODY_BYTES, message: BODY_TOO_LARGE_MESSAGE };
}

/** The body size a request declares, or null when it declares none (a streamed body). */
export function declaredLength(headers: Headers): number | null {
  const value = headers.get('Content-Length');
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** 413 before anything is read when the declared size is over the limit. */
export function refuseDeclaredOversize(request: Request): void {
  const length = declaredLength(request.headers);
  const limit = bodyLimitFor(new URL(request.url).pathname);
  if (length !== null && length > limit.max) throw new HttpError(413, limit.message);
}

/** The raw body, read chunk by chunk and abandoned with 413 as soon as it passes `max` (uploads). */
export async function readLimitedBytes(request: Request, max: number, message: string): Promise<Uint8Array<ArrayBuffer>> {
  refuseDeclaredOversize(request);
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      void reader.cancel();
      throw new HttpError(413, message);
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

function isJson(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * The body as text, read chunk by chunk and abandoned with 413 as soon as it passes the limit (a
 * body without a declared size is never read in full). A body that is not JSON is a 415.
 */
export async function readLimitedText(request: Request): Promise<string> {
  refuseDeclaredOversize(request);
  if (request.body === null) return '';
  if (!isJson(request.headers.get('Content-Type'))) {
    // Not awaited: a cloned request's body settles its cancel only when every clone is cancelled.
    void request.body.cancel();
    throw new HttpError(415, NOT_JSON_MESSAGE);
  }
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_JSON_BODY_BYTES) {
      void reader.cancel();
      throw new HttpError(413, BODY_TOO_LARGE_MESSAGE);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
