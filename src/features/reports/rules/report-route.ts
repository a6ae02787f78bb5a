import type { ClassReportParams } from '@/features/reports/api/get-class-report';
import { isReportType, termOffersReportType } from '@/domain/reports/report-types';
import { isTerm } from '@/domain/gradebook/term-score';

/**
 * The report the URL asks for, or null when the term is not 1–4 or that term does not offer the
 * report type (spec §9), so the viewer can say so without asking the server.
 */
export function parseReportRoute(params: { classYearId?: string; term?: string; reportType?: string }): ClassReportParams | null {
  const term = Number(params.term);
  if (!params.classYearId || params.term !== String(term) || !isTerm(term)) return null;
  if (!isReportType(params.reportType) || !termOffersReportType(term, params.reportType)) return null;
  return {
    classYearId: params.classYearId,
    term,
    reportType: params.reportType,
  };
}
