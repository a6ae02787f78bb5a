import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fileContentQuery } from '@/entities/uploaded-file/uploaded-file';
import type { Submission } from '@/features/assignments/api/grading-schemas';
import { submissionApi } from '@/features/assignments/api/submissions';
import { previewKindOf } from '@/features/assignments/components/answers/previewable';

/** The files the grading page fetches to show a submission: previewed attachments (images, PDFs) and recordings. */
export function filesShownWith(submission: Submission): string[] {
  return submission.answers.flatMap((entry) => {
    if (entry.materialType === 'ATTACH_FILES')
      return entry.answer.files.filter((file) => previewKindOf(file.mimeType) !== 'download').map((file) => file.id);
    return entry.materialType === 'VOICE_RESPONSE' ? [entry.answer.fileId] : [];
  });
}

async function prefetchSubmission(queryClient: QueryClient, studentAssignmentId: string): Promise<void> {
  // fetchQuery answers the cached submission while it is fresh; a failure here is shown when the teacher goes there.
  const submission = await queryClient.fetchQuery(submissionApi.detailQuery(studentAssignmentId)).catch(() => null);
  if (!submission) return;
  await Promise.all(filesShownWith(submission).map((fileId) => queryClient.prefetchQuery(fileContentQuery(fileId))));
}

/**
 * Fetches the previous and next students' submissions and the files their pages show while the teacher reads
 * this one, so that J and K (or the buttons) show them from the cache instead of waiting for the network.
 */
export function usePrefetchNeighbours(previousId: string | null, nextId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const id of [nextId, previousId]) if (id) void prefetchSubmission(queryClient, id);
  }, [nextId, previousId, queryClient]);
}
