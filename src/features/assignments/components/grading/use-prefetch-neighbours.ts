import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fileContentQuery } from '@/entities/uploaded-file/uploaded-file';
import type { Submission } from '@/features/assignments/api/grading-schemas';
import { submissionApi } from '@/features/assignments/api/submissions';
import { drawFirstPage } from '@/features/assignments/components/answers/pdf-pictures';
import { previewKindOf } from '@/features/assignments/components/answers/previewable';

/** A file the grading page fetches to show a submission, and whether it is a PDF (drawn ahead as well). */
interface ShownFile {
  fileId: string;
  pdf: boolean;
}

/** The files the grading page fetches to show a submission: previewed attachments (images, PDFs) and recordings. */
export function filesShownWith(submission: Submission): ShownFile[] {
  return submission.answers.flatMap((entry): ShownFile[] => {
    if (entry.materialType === 'ATTACH_FILES')
      return entry.answer.files
        .filter((file) => previewKindOf(file.mimeType) !== 'download')
        .map((file) => ({ fileId: file.id, pdf: previewKindOf(file.mimeType) === 'pdf' }));
    return entry.materialType === 'VOICE_RESPONSE' ? [{ fileId: entry.answer.fileId, pdf: false }] : [];
  });
}

async function prefetchFile(queryClient: QueryClient, { fileId, pdf }: ShownFile): Promise<void> {
  const blob = await queryClient.fetchQuery(fileContentQuery(fileId)).catch(() => null);
  // A PDF's first page is drawn now, so that the student's page shows it at once instead of a loading line.
  if (blob && pdf) await drawFirstPage(blob).catch(() => null);
}

async function prefetchSubmission(queryClient: QueryClient, studentAssignmentId: string): Promise<void> {
  // fetchQuery answers the cached submission while it is fresh; a failure here is shown when the teacher goes there.
  const submission = await queryClient.fetchQuery(submissionApi.detailQuery(studentAssignmentId)).catch(() => null);
  if (!submission) return;
  await Promise.all(filesShownWith(submission).map((file) => prefetchFile(queryClient, file)));
}

/**
 * Fetches the previous and next students' submissions and the files their pages show while the teacher reads
 * this one, and draws the first page of their PDFs, so that J and K (or the buttons) show them from the cache
 * instead of waiting for the network or for pdf.js.
 */
export function usePrefetchNeighbours(previousId: string | null, nextId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const id of [nextId, previousId]) if (id) void prefetchSubmission(queryClient, id);
  }, [nextId, previousId, queryClient]);
}
