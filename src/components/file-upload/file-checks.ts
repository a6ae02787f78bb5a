import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from '@/domain/lesson-content/limits';

const MB = 1024 * 1024;
const ACCEPTED_EXTENSIONS = new Set(Object.values(UPLOAD_ACCEPTED_TYPES).flat());

/** The `accept` attribute of the file picker: the accepted MIME types and their extensions. */
export const UPLOAD_ACCEPT_ATTRIBUTE = [...Object.keys(UPLOAD_ACCEPTED_TYPES), ...ACCEPTED_EXTENSIONS].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * An accepted type by its MIME type; a browser that cannot name the type (empty or generic, as some do
 * for Office files) is judged by the extension, and the server has the last word (415).
 */
function isAcceptedType(file: File): boolean {
  if (file.type in UPLOAD_ACCEPTED_TYPES) return true;
  const unnamed = file.type === '' || file.type === 'application/octet-stream';
  return unnamed && ACCEPTED_EXTENSIONS.has(extensionOf(file.name));
}

/** "5 MB", "1.2 MB", "340 KB": sizes as people say them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a file may not be sent (type first, then size), or null when it may. */
export function uploadRefusal(file: File): string | null {
  if (!isAcceptedType(file)) {
    return `“${file.name}” is not a file type you can attach. Use PDF, images, audio, Word, PowerPoint, Excel or text files.`;
  }
  if (file.size > UPLOAD_MAX_BYTES) return `“${file.name}” is larger than ${formatFileSize(UPLOAD_MAX_BYTES)}.`;
  return null;
}
