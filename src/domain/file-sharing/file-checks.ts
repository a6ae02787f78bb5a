import { acceptedTypeOf, FILE_EMPTY_MESSAGE } from '../files/accepted-type';
import { SHARED_FILE_MAX_BYTES, SHARED_FILE_TYPES, SHARED_FILE_TYPES_LABEL } from './limits';

const MB = 1024 * 1024;

/** The type a shared file is stored with (`acceptedTypeOf` with the shares' types); null when refused. */
export function sharedFileTypeOf(fileName: string, declared: string): string | null {
  return acceptedTypeOf(SHARED_FILE_TYPES, fileName, declared);
}

/** The picker's `accept` attribute: the accepted MIME types and their extensions. */
export const SHARED_FILE_ACCEPT = [...Object.keys(SHARED_FILE_TYPES), ...Object.values(SHARED_FILE_TYPES).flat()].join(',');

export const SHARED_FILE_TOO_LARGE_MESSAGE = `The file is too large (at most ${SHARED_FILE_MAX_BYTES / MB} MB).`;
export const SHARED_FILE_REFUSED_TYPE_MESSAGE = `This type of file cannot be shared. Share a ${SHARED_FILE_TYPES_LABEL} file.`;

/** Why a file may not be shared (type first, then size), or null when it may: the same rule before sending and on the server. */
export function sharedFileRefusal(file: { name: string; type: string; size: number }): string | null {
  if (sharedFileTypeOf(file.name, file.type) === null) return SHARED_FILE_REFUSED_TYPE_MESSAGE;
  if (file.size > SHARED_FILE_MAX_BYTES) return SHARED_FILE_TOO_LARGE_MESSAGE;
  if (file.size === 0) return FILE_EMPTY_MESSAGE;
  return null;
}
