import { HttpError } from './errors';

/** The largest JSON body any endpoint takes: a whole class's marks for a term are about 100 KB. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large (at most 1 MB).';
export const NOT_JSON_MESSAGE = 'The request body must be JSON (Content-Type: application/json).';

/** The body size a request declares, or null when it declares none (a streamed body). */
export function declaredLength(headers: Headers): number | null {
  const value = headers.get('Content-Length');
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

/** 413 before anything is read when the declared size is over the limit. */
export function refuseDeclaredOversize(request: Request): void {
  const length = declaredLength(request.headers);
  if (length !== null && length > MAX_JSON_BODY_BYTES) throw new HttpError(413, BODY_TOO_LARGE_MESSAGE);
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
