import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchFileContent, uploadFile, uploadFiles } from '@/entities/uploaded-file/uploaded-file';
import { toApiError } from '@/lib/api-error';
import { setAccessToken } from '@/lib/auth-token';
import { server } from '@/mocks/node';
import { signIn } from '@/mocks/test-client';

afterEach(() => setAccessToken(null));

const bytes = new TextEncoder().encode('Bring a ruler and coloured pencils.');

// jsdom's XMLHttpRequest does not carry a jsdom File's bytes to the interceptor, so the form is checked
// here by its shape; the demo backend's own tests and the contract replay send real multipart bytes.
describe('uploading a file through the API client (spec §7)', () => {
  it('sends a multipart form with the entity type and uses the first item of the answer', async () => {
    setAccessToken(await signIn('teacher'));
    let seen: { contentType: string; entityType: FormDataEntryValue | null; authorization: string | null } | undefined;
    server.use(
      http.post('*/api/files', async ({ request }) => {
        const form = await request.formData();
        seen = { contentType: request.headers.get('Content-Type') ?? '', entityType: form.get('entityType'), authorization: request.headers.get('Authorization') };
        return HttpResponse.json(
          [
            { id: 'file-1', fileName: 'notes.txt', mimeType: 'text/plain', size: bytes.length, entityType: 'SVE' },
            { id: 'file-2', fileName: 'other.txt', mimeType: 'text/plain', size: 1, entityType: 'SVE' },
          ],
          { status: 201 },
        );
      }),
    );
    const progress: number[] = [];
    const uploaded = await uploadFile({ file: new File([bytes], 'notes.txt', { type: 'text/plain' }), entityType: 'SVE', onProgress: (f) => progress.push(f) });
    expect(uploaded.id).toBe('file-1');
    expect(seen).toMatchObject({ contentType: expect.stringMatching(/^multipart\/form-data; boundary=/), entityType: 'SVE', authorization: expect.stringMatching(/^Bearer /) });
    expect(progress.every((fraction) => fraction >= 0 && fraction <= 1)).toBe(true);
  });

  it('reads an uploaded file back as bytes with their type, sending the bearer token', async () => {
    setAccessToken(await signIn('teacher'));
    const blob = await fetchFileContent('file-spelling-list');
    expect(blob.type).toBe('text/plain; charset=utf-8');
    expect(await blob.text()).toContain('Spelling list');
  });

  it('stops a batch at the first refusal with the server’s message', async () => {
    setAccessToken(await signIn('teacher'));
    let calls = 0;
    server.use(
      http.post('*/api/files', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json([{ id: 'file-1', fileName: 'a.txt', mimeType: 'text/plain', size: 1, entityType: 'LessonBuilder' }], { status: 201 })
          : HttpResponse.json({ message: 'The file is too large (at most 5 MB).' }, { status: 413 });
      }),
    );
    const files = [new File([bytes], 'a.txt', { type: 'text/plain' }), new File([bytes], 'b.pdf', { type: 'application/pdf' }), new File([bytes], 'c.txt')];
    const error = await uploadFiles({ files, entityType: 'LessonBuilder' }).catch((caught: unknown) => caught);
    expect(toApiError(error)).toMatchObject({ status: 413, message: 'The file is too large (at most 5 MB).' });
    expect(calls).toBe(2);
  });
});
