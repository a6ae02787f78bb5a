import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClassReport } from '@/features/reports/api/get-class-report';
import { createReportWorker } from '@/features/reports/pdf/create-report-worker';
import type { ReportPdfRequest } from '@/features/reports/pdf/render-report-pdf';
import { saveBlob } from '@/features/reports/components/save-blob';
import { PdfJobCancelledError, PdfWorkerPool, type PdfJob } from '@/lib/pdf-worker-bridge/bridge';

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
 * How many workers render a class at once: two wherever the device has two cores, since the page itself
 * only shows progress meanwhile; one on a single core, where a second would only take turns with the first.
 */
export function reportWorkerCount(): number {
  return navigator.hardwareConcurrency >= 2 ? 2 : 1;
}

/** The class's students in `count` consecutive shares as even as can be, the first ones the larger. */
export function splitReportRequest(request: ReportPdfRequest, count: number): ReportPdfRequest[] {
  const shares = Math.max(1, Math.min(count, request.studentIds.length));
  const size = Math.ceil(request.studentIds.length / shares);
  return Array.from({ length: shares }, (_, index) => ({
    ...request,
    studentIds: request.studentIds.slice(index * size, (index + 1) * size),
  })).filter((share) => share.studentIds.length > 0);
}

/**
 * Generates report PDFs in the report workers, one job at a time, and saves each as a download. The
 * workers start when the viewer opens (loading the renderer and, for a class with Han text, the font)
 * and serve every job of the viewer; a whole class is split between them. A job still running when the
 * viewer closes is cancelled; a failed one can be retried as it was.
 */
export function useReportPdf(report: ClassReport) {
  const [state, setState] = useState<ReportPdfState>({ status: 'idle' });
  const pool = useRef<PdfWorkerPool<ReportPdfRequest, ClassReport> | null>(null);
  const job = useRef<PdfJob | null>(null);
  const last = useRef<JobSpec | null>(null);
  const warmWith = useRef(report);

  useEffect(() => {
    const workers = new PdfWorkerPool<ReportPdfRequest, ClassReport>(createReportWorker, reportWorkerCount());
    pool.current = workers;
    return () => {
      job.current?.cancel();
      workers.dispose();
      pool.current = null;
    };
  }, []);

  useEffect(() => {
    warmWith.current = report;
    // A class without students has no report to make: nothing to load for.
    if (report.students.length > 0) pool.current?.warm(report);
  }, [report]);

  const start = useCallback((request: ReportPdfRequest, scope: PdfScope, fileName: string) => {
    const workers = pool.current;
    // The ref, not the state, guards re-entry: a double click lands before React re-renders.
    if (job.current || !workers) return;
    last.current = { request, scope, fileName };
    const total = request.studentIds.length;
    setState({ status: 'running', scope, done: 0, total });
    const requests = scope === 'class' ? splitReportRequest(request, workers.size) : [request];
    const current = workers.run(requests, (done) => setState({ status: 'running', scope, done, total }));
    job.current = current;
    current.result
      .then((blob) => {
        saveBlob(blob, fileName);
        setState({ status: 'finished', scope, fileName });
      })
      .catch((error: unknown) => {
        if (error instanceof PdfJobCancelledError) {
          setState({ status: 'cancelled', scope });
          // Cancelling ended the job's workers; the next job should not wait for new ones to load
          // (unless the viewer is closing: then its workers are gone for good).
          if (pool.current === workers) workers.warm(warmWith.current);
        } else
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
