import { useCallback } from 'react';
import type { UploadFileFn } from '@/components/file-upload/file-upload';
import { uploadFile } from '@/entities/uploaded-file/uploaded-file';

/**
 * Uploads through POST /files with entityType SVE (spec §7);
 * FileUpload shows a refusal as a danger notification (spec §8).
 */
export function useSveUpload(): UploadFileFn {
  return useCallback((file, onProgress, signal) => uploadFile({ file, entityType: 'SVE', onProgress, signal }), []);
}
