// First, so that it runs before any .tsx module loads (see the file).
import '@/features/reports/pdf/worker-dev-globals';
import type { ClassReport } from '@/features/reports/api/get-class-report';
import { renderBatchPdf, type BatchPrintRequest } from '@/features/reports/pdf/batch-print-pdf';
import { warmReportRenderer } from '@/features/reports/pdf/render-report-pdf';
import { servePdfJobs } from '@/lib/pdf-worker-bridge/serve';

// The batch printing's worker: the class report worker's renderer, fonts and warm-up, answering batch jobs (a
// merged PDF or a ZIP). fflate loads with it, never with a screen.
servePdfJobs<BatchPrintRequest, ClassReport>(self, renderBatchPdf, warmReportRenderer);
