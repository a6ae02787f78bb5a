import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FileShare } from '@/domain/file-sharing/limits';
import { defineListEndpoint, fetchListOf } from '@/lib/list-endpoint';
import type { ListParams } from '@/lib/list-query';
import { fileSharingKeys } from '@/features/file-sharing/api/file-sharing-keys';
import { SharedFileSchema, ShareParamsSchema } from '@/features/file-sharing/api/file-sharing-schemas';

export const listSharedFilesEndpoint = defineListEndpoint({
  operationId: 'listSharedFiles',
  path: '/file-sharing/{share}/files',
  summary: 'Shared files in the caller’s folders (list contract; search on name; sort name, documentType, folderName, size, updatedAt, version)',
  tag: 'File sharing',
  item: SharedFileSchema,
  params: ShareParamsSchema,
  filters: ['folderId', 'documentType'],
  errors: [400, 403, 404, 422],
});

export function fetchSharedFiles(share: FileShare, params: ListParams, signal?: AbortSignal) {
  return fetchListOf(listSharedFilesEndpoint, params, { params: { share }, signal });
}

export const sharedFilesQueryOptions = (share: FileShare, params: ListParams) =>
  queryOptions({
    queryKey: fileSharingKeys(share).list(params),
    queryFn: ({ signal }) => fetchSharedFiles(share, params, signal),
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Could not load the files.' },
  });

export function useSharedFiles(share: FileShare, params: ListParams) {
  return useQuery(sharedFilesQueryOptions(share, params));
}
