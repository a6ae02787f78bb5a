import { useCallback, useEffect, useRef, useState } from 'react';
import { createReportWorker } from '@/features/reports/pdf/create-report-worker';
import type { ReportPdfRequest } from '@/features/reports/pdf/render-report-pdf';
import { saveBlob } from '@/features/reports/components/save-blob';
import { PdfJobCancelledError, startPdfJob, type PdfJob } from '@/lib/pdf-worker-bridge/bridge';

/** Whose report is being made: the whole class or the previewed student. */
export type PdfScope = 'class' | 'student';

export type ReportPdfState =
  | { status: 'idle' }
  | { status: 'running'; scope: PdfScope; done: number; total: number }
  | { status: 'finished'; scope: PdfScope; fileName: string }
  | { status: 'cancelled'; scope: PdfScope }
  | { status: 'failed'; scope: PdfScope; message: string };

interface JobSpec {
  request: ReportPdfRequest;
  scope: PdfScope;
  fileName: string;
}

/**
 * Generates report PDFs in the report worker, one job at a time, and saves each as a download.
 * A job still running when the viewer closes is cancelled; a failed one can be retried as it was.
 */
export function useReportPdf() {
  const [state, setState] = useState<ReportPdfState>({ status: 'idle' });
  const job = useRef<PdfJob | null>(null);
  const last = useRef<JobSpec | null>(null);

  useEffect(() => () => job.current?.cancel(), []);

  const start = useCallback((request: ReportPdfRequest, scope: PdfScope, fileName: string) => {
    // The ref, not the state, guards re-entry: a double click lands before React re-renders.
    if (job.current) return;
    last.current = { request, scope, fileName };
    setState({
      status: 'running',
      scope,
      done: 0,
      total: request.studentIds.length,
    });
    const current = startPdfJob(createReportWorker, request, ({ done, total }) =>
      setState({ status: 'running', scope, done, total }),
    );
    job.current = current;
    current.result
      .then((blob) => {
        saveBlob(blob, fileName);
        setState({ status: 'finished', scope, fileName });
      })
      .catch((error: unknown) => {
        if (error instanceof PdfJobCancelledError) setState({ status: 'cancelled', scope });
        else
          setState({
            status: 'failed',
            scope,
            message: error instanceof Error ? error.message : String(error),
          });
      })
      .finally(() => {
        if (job.current === current) job.current = null;
      });
  }, []);

  const cancel = useCallback(() => job.current?.cancel(), []);
  const retry = useCallback(() => {
    if (last.current) start(last.current.request, last.current.scope, last.current.fileName);
  }, [start]);

  return { state, start, cancel, retry };
}
