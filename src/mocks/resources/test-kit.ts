import { db } from '../db';
import { call, getJson, signIn } from '../test-client';

// Helpers for the resources handler tests (imported by tests only).

export const TEACHER_MATHS = 'sy-primary-4-courage-mathematics';
export const HOMEROOM_ENGLISH = 'sy-primary-5-courage-english-language';

export async function send(method: string, path: string, token: string, json?: unknown) {
  const response = await call(path, { method, token, json });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { errors?: Record<string, string>; message?: string } };
}

export { getJson, signIn };

export function firstContent(subjectYearId: string, kind: 'lesson' | 'assignment', status?: string) {
  const content = db.resourceContents.find(
    (row) => row.subjectYearId === subjectYearId && row.kind === kind && (status === undefined || row.reviewStatus === status),
  );
  if (!content) throw new Error(`No ${kind} ${status ?? ''} in ${subjectYearId}`);
  return content;
}

/** A multipart body built by hand, so the test does not depend on which realm's FormData the runner has. */
export function multipart(fields: Record<string, string | { name: string; type: string; bytes: Uint8Array }>) {
  const boundary = '----resources-test-boundary';
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`));
      parts.push(value.bytes, encoder.encode('\r\n'));
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
