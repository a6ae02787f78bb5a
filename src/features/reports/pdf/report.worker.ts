// First, so that it runs before any .tsx module loads (see the file).
import '@/features/reports/pdf/worker-dev-globals';
import { renderReportPdf, type ReportPdfRequest } from '@/features/reports/pdf/render-report-pdf';
import { servePdfJobs } from '@/lib/pdf-worker-bridge/serve';

// The only entry point of @react-pdf/renderer, pdf-lib and the Han font: they load with this
// worker, i.e. when a report is generated, never with the app or the viewer screen.
servePdfJobs<ReportPdfRequest>(self, renderReportPdf);
