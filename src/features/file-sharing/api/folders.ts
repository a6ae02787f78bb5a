import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint, defineEndpoint } from '@/lib/endpoint';
import type { FileShare } from '@/domain/file-sharing/limits';
import { fileSharingKeys } from '@/features/file-sharing/api/file-sharing-keys';
import { FileFolderSchema, ShareParamsSchema } from '@/features/file-sharing/api/file-sharing-schemas';

export const listFileFoldersEndpoint = defineEndpoint({
  operationId: 'listFileFolders',
  method: 'get',
  path: '/file-sharing/{share}/folders',
  summary: 'The departments or subjects whose shared files the caller may see, with their file counts',
  tag: 'File sharing',
  params: ShareParamsSchema,
  response: z.object({ data: z.array(FileFolderSchema), count: z.number().int().nonnegative().optional() }),
  errors: [403, 404],
});

export const fileFoldersQueryOptions = (share: FileShare) =>
  queryOptions({
    queryKey: fileSharingKeys(share).folders(),
    queryFn: ({ signal }) => callEndpoint(listFileFoldersEndpoint, { params: { share }, signal }),
    meta: { errorMessage: 'Could not load the folders.' },
  });

export function useFileFolders(share: FileShare) {
  return useQuery(fileFoldersQueryOptions(share));
}
