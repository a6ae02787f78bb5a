import { fileSharingKeys } from '@/features/file-sharing/api/file-sharing-keys';
import { SharedFileSchema, ShareParamsSchema } from '@/features/file-sharing/api/file-sharing-schemas';
import { createNestedListApi } from '@/lib/resource-api';

/** One share's files; `of({ share })`. */
export const sharedFilesApi = createNestedListApi({
  operationId: 'listSharedFiles',
  path: '/file-sharing/{share}/files',
  summary: 'Shared files in the caller’s folders (list contract; search on name; sort name, documentType, folderName, size, updatedAt, version)',
  tag: 'File sharing',
  item: SharedFileSchema,
  params: ShareParamsSchema,
  filters: ['folderId', 'documentType'],
  errors: [400, 403, 404, 422],
  queryKey: ({ share }, params) => fileSharingKeys(share).list(params),
  errorMessage: 'Could not load the files.',
});
