import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { defineEndpoint, fetchBinary } from '@/lib/endpoint';
import { createNestedDetailApi } from '@/lib/resource-api';
import type { FileShare } from '@/domain/file-sharing/limits';
import { fileSharingKeys } from '@/features/file-sharing/api/file-sharing-keys';
import { SharedFileDetailSchema, ShareParamsSchema } from '@/features/file-sharing/api/file-sharing-schemas';

const FileParamsSchema = ShareParamsSchema.extend({ fileId: z.string() });

/** One file of a share with its versions; `of({ share })`. */
export const sharedFileApi = createNestedDetailApi({
  operationId: 'getSharedFile',
  path: '/file-sharing/{share}/files/{fileId}',
  summary: 'A shared file with its versions, newest (current) first',
  tag: 'File sharing',
  params: ShareParamsSchema,
  idParam: 'fileId',
  response: SharedFileDetailSchema,
  errors: [403, 404],
  queryKey: ({ share }, fileId) => fileSharingKeys(share).detail(fileId),
  errorMessage: 'Could not load the file.',
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
