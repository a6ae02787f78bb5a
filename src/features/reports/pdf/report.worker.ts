// First, so that it runs before any .tsx module loads (see the file).
import '@/features/reports/pdf/worker-dev-globals';
import type { ClassReport } from '@/features/reports/api/get-class-report';
import { renderReportPdf, warmReportRenderer, type ReportPdfRequest } from '@/features/reports/pdf/render-report-pdf';
import { servePdfJobs } from '@/lib/pdf-worker-bridge/serve';

// The only entry point of @react-pdf/renderer, pdf-lib and the Han font: they load with this
// worker, i.e. once the report viewer is open, never with the app or another screen.
servePdfJobs<ReportPdfRequest, ClassReport>(self, renderReportPdf, warmReportRenderer);
