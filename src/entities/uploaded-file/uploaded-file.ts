import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useObjectUrl } from '@/entities/uploaded-file/object-url';
import { callEndpoint, defineEndpoint, fetchBinary, type UploadProgressHandler } from '@/lib/endpoint';
import type { UploadedFile } from '@/domain/lesson-content/material-content';
import { UploadFileBodySchema, type UploadEntityType } from '@/domain/files/bodies';
import { UploadFileResponseSchema } from '@/domain/files/responses';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';

// Uploads are shared: lesson materials (entityType LessonBuilder) and SVE files (entityType SVE, spec §7).

export const uploadFileEndpoint = defineEndpoint({
  operationId: 'uploadFile',
  method: 'post',
  path: '/files',
  summary:
    'Upload one file (multipart: file, entityType; 413 over 5 MB, 415 a refused type or bytes that are not that type, 422 an empty file); answers a list, its first item the file',
  tag: 'Files',
  body: UploadFileBodySchema,
  bodyType: 'multipart',
  response: UploadFileResponseSchema,
  status: 201,
  errors: [403, 413, 415, 422],
});

export const getFileContentEndpoint = defineEndpoint({
  operationId: 'getFileContent',
  method: 'get',
  path: '/files/{fileId}/content',
  summary: "An uploaded file's bytes, as an attachment (Content-Disposition: attachment, X-Content-Type-Options: nosniff), to whoever may read what it belongs to (404 for anyone else)",
  tag: 'Files',
  params: z.object({ fileId: z.string() }),
  binaryResponse: true,
  status: 200,
  errors: [404],
});

export interface UploadFileInput {
  file: File;
  entityType: UploadEntityType;
  /** Share sent so far, 0 to 1. */
  onProgress?: UploadProgressHandler;
  signal?: AbortSignal;
}

/** Uploads one file; spec §7: the answer is a list and its first item is used. */
export async function uploadFile({ file, entityType, onProgress, signal }: UploadFileInput): Promise<UploadedFile> {
  const [uploaded] = await callEndpoint(uploadFileEndpoint, { body: { file, entityType }, onUploadProgress: onProgress, signal });
  if (!uploaded) throw new Error('The server did not return the uploaded file.');
  return uploaded;
}

/**
 * Uploads a file. Spec §8: a failure is a danger notification (the server's message: 413 too large,
 * 415 refused type). Single-flight per `scope` (e.g. the material being edited): one upload at a time
 * there; use {@link useUploadFiles} for several files.
 */
export function useUploadFile(scope = 'default') {
  return useSingleFlightMutation({
    mutationKey: ['files', 'upload', scope],
    mutationFn: uploadFile,
    meta: { errorMessage: 'The file could not be uploaded.' },
  });
}

export interface UploadFilesInput {
  files: readonly File[];
  entityType: UploadEntityType;
  /** Progress of the whole batch, 0 to 1. */
  onProgress?: UploadProgressHandler;
  signal?: AbortSignal;
}

/** Uploads files one after another; stops at the first refusal (the files before it stay uploaded). */
export async function uploadFiles({ files, entityType, onProgress, signal }: UploadFilesInput): Promise<UploadedFile[]> {
  const uploaded: UploadedFile[] = [];
  for (const [index, file] of files.entries()) {
    const onFileProgress = (fraction: number) => onProgress?.((index + fraction) / files.length);
    uploaded.push(await uploadFile({ file, entityType, onProgress: onFileProgress, signal }));
  }
  return uploaded;
}

export function useUploadFiles(scope = 'default') {
  return useSingleFlightMutation({
    mutationKey: ['files', 'upload-many', scope],
    mutationFn: uploadFiles,
    meta: { errorMessage: 'The files could not be uploaded.' },
  });
}

/** The file's bytes, fetched with the bearer token (a plain <img src> could not send it). */
export function fetchFileContent(fileId: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBinary(getFileContentEndpoint, { params: { fileId }, signal });
}

export const fileContentKeys = { all: ['files', 'content'] as const, detail: (fileId: string) => ['files', 'content', fileId] as const };

/** The query of an uploaded file's bytes: what a preview shows and what a page fetches ahead (files never change once uploaded). */
export const fileContentQuery = (fileId: string) =>
  queryOptions({
    queryKey: fileContentKeys.detail(fileId),
    queryFn: ({ signal }) => fetchFileContent(fileId, signal),
    staleTime: Infinity,
  });

/** An uploaded file's bytes, cached while shown. */
export function useFileContent(fileId: string | null) {
  return useQuery({ ...fileContentQuery(fileId ?? ''), enabled: fileId !== null });
}

/** An object URL for an uploaded file (image or PDF preview), revoked when no longer shown; null while loading. */
export function useFileObjectUrl(fileId: string | null): { url: string | null; isError: boolean } {
  const content = useFileContent(fileId);
  return { url: useObjectUrl(content.data), isError: content.isError };
}
