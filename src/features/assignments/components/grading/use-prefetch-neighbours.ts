import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fileContentQuery } from '@/entities/uploaded-file/uploaded-file';
import type { Submission } from '@/features/assignments/api/grading-schemas';
import { submissionApi } from '@/features/assignments/api/submissions';
import { drawFirstPage } from '@/components/pdf-preview/pdf-pictures';
import { previewKindOf } from '@/features/assignments/components/answers/previewable';

/** Longest the prefetch waits for an idle moment: a teacher reads a student's work for longer than this. */
const IDLE_TIMEOUT_MS = 1000;
/** In a browser without idle callbacks: after the page's next frames. */
const IDLE_FALLBACK_MS = 100;

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
    const prefetch = () => {
      for (const id of [nextId, previousId]) if (id) void prefetchSubmission(queryClient, id);
    };
    // Once the student just opened is on screen and the main thread is idle: started at once, the neighbours'
    // requests, file reads and PDF drawing took the main thread from the page being shown (issue 22).
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetch, IDLE_FALLBACK_MS);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [nextId, previousId, queryClient]);
}
