import { HttpResponse } from 'msw';
import { isReportType, REPORT_TYPE_LABELS, termOffersReportType } from '../../domain/reports/report-types';
import { requirePermission, withAuth } from '../http/auth';
import { HttpError } from '../http/errors';
import { route } from '../http/route';
import { visibleClassYear } from '../school/access';
import { classReport } from './class-report';
import { parseTerm } from '../school/validation';
import type { DomainHandlers } from '../handlers';

export const reportsHandlers = [
  route.get(
    '/class-years/:id/reports/:term/:reportType',
    withAuth(
      requirePermission('view', 'Class')(
        requirePermission('view', 'StudentReport')(({ params, user }) => {
          const classYear = visibleClassYear(user, params.id ?? '');
          const term = parseTerm(params.term);
          const reportType = params.reportType ?? '';
          if (!isReportType(reportType)) throw new HttpError(400, `Unknown report type "${reportType}".`);
          if (!termOffersReportType(term, reportType)) {
            throw new HttpError(400, `Term ${term} does not offer the ${REPORT_TYPE_LABELS[reportType]}.`);
          }
          return HttpResponse.json(classReport(classYear, term, reportType));
        }),
      ),
    ),
  ),
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 50, handlers: reportsHandlers };
