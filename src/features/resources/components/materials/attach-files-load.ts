import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoadFileFn } from '@/components/file-upload/file-preview';
import type { UploadFileFn } from '@/components/file-upload/file-upload';
import { fetchFileContent, fileContentKeys, uploadFile } from '@/entities/uploaded-file/uploaded-file';
import { LESSON_UPLOAD_ENTITY_TYPE } from '@/domain/lesson-content/limits';

/** Spec §7: multipart with the file and entityType LessonBuilder; the first item of the answer is the file. */
export const uploadLessonFile: UploadFileFn = (file, onProgress, signal) =>
  uploadFile({ file, entityType: LESSON_UPLOAD_ENTITY_TYPE, onProgress, signal });

/** Loads a file's bytes through the query cache, so a preview shown twice is fetched once (files never change). */
export function useLoadLessonFile(): LoadFileFn {
  const queryClient = useQueryClient();
  return useCallback(
    (fileId: string) =>
      queryClient.fetchQuery({
        queryKey: fileContentKeys.detail(fileId),
        queryFn: ({ signal }) => fetchFileContent(fileId, signal),
        staleTime: Infinity,
      }),
    [queryClient],
  );
}
