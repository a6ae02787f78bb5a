import { acceptedTypeOf, FILE_EMPTY_MESSAGE, type AcceptedTypes } from '../../domain/files/accepted-type';
import { sniffFileType } from '../../domain/files/file-signature';
import { HttpError } from './errors';

// Every upload (lesson and SVE files through POST /files, shared files) is checked here, and every stored
// file is served with the same download headers.

export const FILE_CONTENT_MISMATCH_MESSAGE = 'The file’s content does not match its name or type. Upload the original file.';

const TEXT_TYPES = new Set(['text/plain', 'text/csv']);

/**
 * The type an upload is stored with, proved by its bytes: 422 for an empty file; 415 (`refusedTypeMessage`)
 * when neither its declared type nor its name is accepted, or its name's extension belongs to another type;
 * 415 when the bytes are not that type (HTML named photo.png, an SVG, markup sent as text). Both name `file`.
 */
export function verifiedUploadType(
  file: { name: string; type: string },
  bytes: Uint8Array,
  accepted: AcceptedTypes,
  refusedTypeMessage: string,
): string {
  if (bytes.length === 0) throw new HttpError(422, FILE_EMPTY_MESSAGE, { file: FILE_EMPTY_MESSAGE });
  const type = acceptedTypeOf(accepted, file.name, file.type);
  if (type === null) throw new HttpError(415, refusedTypeMessage, { file: refusedTypeMessage });
  const sniffed = sniffFileType(bytes);
  const matches = sniffed === type || (sniffed === 'text/plain' && TEXT_TYPES.has(type));
  if (!matches) throw new HttpError(415, FILE_CONTENT_MISMATCH_MESSAGE, { file: FILE_CONTENT_MISMATCH_MESSAGE });
  return type;
}

/** A name for Content-Disposition's plain `filename`: ASCII only, no quotes or backslashes (filename* carries the real one). */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
}

/**
 * Download headers of every stored file: always an attachment, the stored (accepted, never HTML) type, no
 * sniffing, and a sandbox should the browser render it anyway.
 */
export function downloadHeaders(file: { mimeType: string; size: number; fileName: string }): Record<string, string> {
  return {
    'Content-Type': file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType,
    'Content-Length': String(file.size),
    'Content-Disposition': `attachment; filename="${asciiFallback(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, max-age=3600',
  };
}
