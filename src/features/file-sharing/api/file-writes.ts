import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toApiError } from '@/lib/api-error';
import { callEndpoint, defineEndpoint, type UploadProgressHandler } from '@/lib/endpoint';
import { DOCUMENT_TYPES, SHARED_FILE_DESCRIPTION_MAX_LENGTH, type DocumentType, type FileShare } from '@/domain/file-sharing/limits';
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation';
import { fileSharingKeys } from '@/features/file-sharing/api/file-sharing-keys';
import { SharedFileDetailSchema, ShareParamsSchema, type SharedFileDetail } from '@/features/file-sharing/api/file-sharing-schemas';
import { visibleText } from '@/domain/school/visible-text';

const FileParamsSchema = ShareParamsSchema.extend({ fileId: z.string() });
const FILE_FIELD = z.file().meta({ description: 'The file (at most 25 MB; PDF, images, text, CSV, Word, Excel or PowerPoint).' });

export const shareFileEndpoint = defineEndpoint({
  operationId: 'shareFile',
  method: 'post',
  path: '/file-sharing/{share}/files',
  summary: 'Share a new file in a folder (multipart: file, folderId, documentType, description; 413 over 25 MB, 415 a refused type)',
  tag: 'File sharing',
  params: ShareParamsSchema,
  body: z
    .object({
      file: FILE_FIELD,
      folderId: z.string(),
      documentType: z.enum(DOCUMENT_TYPES),
      description: visibleText().max(SHARED_FILE_DESCRIPTION_MAX_LENGTH).optional(),
    })
    .meta({ id: 'ShareFileBody' }),
  bodyType: 'multipart',
  response: SharedFileDetailSchema,
  status: 201,
  errors: [400, 403, 404, 413, 415, 422],
});

export const uploadFileVersionEndpoint = defineEndpoint({
  operationId: 'uploadSharedFileVersion',
  method: 'post',
  path: '/file-sharing/{share}/files/{fileId}/versions',
  summary: 'Upload a new version of a shared file, which becomes current (multipart: file)',
  tag: 'File sharing',
  params: FileParamsSchema,
  body: z.object({ file: FILE_FIELD }).meta({ id: 'FileVersionBody' }),
  bodyType: 'multipart',
  response: SharedFileDetailSchema,
  status: 201,
  errors: [400, 403, 404, 413, 415, 422],
});

export const restoreFileVersionEndpoint = defineEndpoint({
  operationId: 'restoreSharedFileVersion',
  method: 'post',
  path: '/file-sharing/{share}/files/{fileId}/versions/{versionId}/restore',
  summary:
    'Restore an older version: its bytes become a new, current version; the history is kept. 409 when the file has a newer version than the one sent',
  tag: 'File sharing',
  params: FileParamsSchema.extend({ versionId: z.string() }),
  // The file's current version number as the page showed it: a restore never hides an upload nobody has seen.
  body: z.object({ version: z.number().int().positive() }).meta({ id: 'RestoreFileVersionBody' }),
  response: SharedFileDetailSchema,
  errors: [403, 404, 409, 413, 415, 422],
});

export const deleteSharedFileEndpoint = defineEndpoint({
  operationId: 'deleteSharedFile',
  method: 'delete',
  path: '/file-sharing/{share}/files/{fileId}',
  summary: 'Delete a shared file and all its versions (who shared it, or the principal)',
  tag: 'File sharing',
  params: FileParamsSchema,
  status: 204,
  errors: [403, 404],
});

export interface ShareFileInput {
  file: File;
  folderId: string;
  documentType: DocumentType;
  description: string;
  onProgress: UploadProgressHandler;
  signal: AbortSignal;
}

/** Keeps the detail fresh from the answer and every list and folder count of the share refetched. */
function useRefresh(share: FileShare) {
  const queryClient = useQueryClient();
  const keys = fileSharingKeys(share);
  return (detail: SharedFileDetail | null, fileId: string) => {
    // A deleted file's page is left at once; its cached detail just goes stale.
    if (detail) queryClient.setQueryData(keys.detail(fileId), detail);
    return Promise.all([queryClient.invalidateQueries({ queryKey: keys.lists() }), queryClient.invalidateQueries({ queryKey: keys.folders() })]);
  };
}

/** Uploads show their own failure (a cancel is not one), so the cache's toast is off. */
export function useShareFile(share: FileShare) {
  const refresh = useRefresh(share);
  return useSingleFlightMutation({
    mutationKey: ['file-sharing', share, 'share'],
    mutationFn: ({ file, folderId, documentType, description, onProgress, signal }: ShareFileInput) =>
      callEndpoint(shareFileEndpoint, { params: { share }, body: { file, folderId, documentType, description }, onUploadProgress: onProgress, signal }),
    onSuccess: (detail) => refresh(detail, detail.id),
    meta: { suppressErrorToast: true },
  });
}

export function useUploadFileVersion(share: FileShare, fileId: string) {
  const refresh = useRefresh(share);
  return useSingleFlightMutation({
    mutationKey: ['file-sharing', share, fileId, 'version'],
    mutationFn: ({ file, onProgress, signal }: { file: File; onProgress: UploadProgressHandler; signal: AbortSignal }) =>
      callEndpoint(uploadFileVersionEndpoint, { params: { share, fileId }, body: { file }, onUploadProgress: onProgress, signal }),
    onSuccess: (detail) => refresh(detail, fileId),
    meta: { suppressErrorToast: true, successMessage: 'New version uploaded.' },
  });
}

export interface RestoreFileVersionInput {
  /** The older version to restore. */
  versionId: string;
  /** The file's current version number as the page shows it. */
  version: number;
}

export function useRestoreFileVersion(share: FileShare, fileId: string) {
  const refresh = useRefresh(share);
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationKey: ['file-sharing', share, fileId, 'restore'],
    mutationFn: ({ versionId, version }: RestoreFileVersionInput) =>
      callEndpoint(restoreFileVersionEndpoint, { params: { share, fileId, versionId }, body: { version } }),
    onSuccess: (detail) => refresh(detail, fileId),
    // A 409: a newer version came since the page loaded; the history is fetched again so that it shows.
    onError: (error) =>
      toApiError(error).status === 409
        ? queryClient.invalidateQueries({ queryKey: fileSharingKeys(share).detail(fileId) })
        : undefined,
    // The restore dialog shows a failure next to its retry, and the page explains a 409 above the history.
    meta: { suppressErrorToast: true },
  });
}

export function useDeleteSharedFile(share: FileShare) {
  const refresh = useRefresh(share);
  return useSingleFlightMutation({
    mutationKey: ['file-sharing', share, 'delete'],
    mutationFn: (fileId: string) => callEndpoint(deleteSharedFileEndpoint, { params: { share, fileId } }),
    onSuccess: (_answer, fileId) => refresh(null, fileId),
    meta: { errorMessage: 'The file could not be deleted.', successMessage: 'File deleted.' },
  });
}
