import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, defineEndpoint, fetchBinary } from '@/lib/endpoint';
import type { FileShare } from '@/domain/file-sharing/limits';
import { fileSharingKeys } from '@/features/file-sharing/api/file-sharing-keys';
import { SharedFileDetailSchema, ShareParamsSchema } from '@/features/file-sharing/api/file-sharing-schemas';

const FileParamsSchema = ShareParamsSchema.extend({ fileId: z.string() });

export const getSharedFileEndpoint = defineEndpoint({
  operationId: 'getSharedFile',
  method: 'get',
  path: '/file-sharing/{share}/files/{fileId}',
  summary: 'A shared file with its versions, newest (current) first',
  tag: 'File sharing',
  params: FileParamsSchema,
  response: SharedFileDetailSchema,
  errors: [403, 404],
});

export const getSharedFileContentEndpoint = defineEndpoint({
  operationId: 'getSharedFileContent',
  method: 'get',
  path: '/file-sharing/{share}/files/{fileId}/versions/{versionId}/content',
  summary: 'A version’s bytes, as an attachment (Content-Disposition: attachment, X-Content-Type-Options: nosniff)',
  tag: 'File sharing',
  params: FileParamsSchema.extend({ versionId: z.string() }),
  binaryResponse: true,
  status: 200,
  errors: [403, 404],
});

export const sharedFileQueryOptions = (share: FileShare, fileId: string) =>
  queryOptions({
    queryKey: fileSharingKeys(share).detail(fileId),
    queryFn: ({ signal }) => callEndpoint(getSharedFileEndpoint, { params: { share, fileId }, signal }),
    meta: { errorMessage: 'Could not load the file.' },
  });

export function useSharedFile(share: FileShare, fileId: string) {
  return useQuery(sharedFileQueryOptions(share, fileId));
}

/** A version's bytes, fetched with the bearer token (never a token in a URL). */
export function fetchSharedFileContent(share: FileShare, fileId: string, versionId: string, signal?: AbortSignal): Promise<Blob> {
  return fetchBinary(getSharedFileContentEndpoint, { params: { share, fileId, versionId }, signal });
}

/** A version's bytes for a preview; versions never change once stored. */
export function useSharedFileContent(share: FileShare, fileId: string, versionId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...fileSharingKeys(share).detail(fileId), 'content', versionId],
    queryFn: ({ signal }) => fetchSharedFileContent(share, fileId, versionId, signal),
    enabled,
    staleTime: Infinity,
    meta: { errorMessage: 'Could not load the preview.' },
  });
}
