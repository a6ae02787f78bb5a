import { UPLOAD_ACCEPTED_TYPES } from '../../lib/lesson-content/limits';

/** The type a file is stored with: its declared type when accepted, else the accepted type its extension names. */
export function acceptedTypeOf(fileName: string, declared: string): string | null {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type && Object.hasOwn(UPLOAD_ACCEPTED_TYPES, type)) return type;
  if (type && type !== 'application/octet-stream') return null;
  const extension = fileName.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  const byExtension = Object.entries(UPLOAD_ACCEPTED_TYPES).find(([, extensions]) => extensions.includes(extension));
  return byExtension?.[0] ?? null;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
