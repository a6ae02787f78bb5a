import { HttpResponse } from 'msw';
import type { Term } from '../../domain/gradebook/term-score';
import { now } from '../clock';
import { currentTermOn } from '../../domain/school/current-term';
import { db } from '../db';
import { withAuth } from '../http/auth';
import { route } from '../http/route';
import { currentAcademicYear } from '../school/lookups';
import { homeroomClass, homeroomClasses, requireAnyFormClassPermission } from './access';
import { parseAcademicYear, parseTerm } from './query';
import { classRef, completionRows, completionSheet } from './sheets';
import { completionByKind } from '../../domain/form-class/completion';

/** Singapore is UTC+8 all year: the school's date decides the current term. */
const SCHOOL_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

function currentTerm(): Term {
  return currentTermOn(currentAcademicYear(), new Date(now() + SCHOOL_UTC_OFFSET_MS).toISOString().slice(0, 10));
}

export const formClassListHandlers = [
  route.get('/form-class/classes', withAuth(({ request, user }) => {
    requireAnyFormClassPermission(user);
    const url = new URL(request.url);
    const termParam = url.searchParams.get('term');
    const term = termParam ? parseTerm(termParam) : currentTerm();
    const academicYearId = url.searchParams.get('academicYearId');
    const startOf = (yearId: string) => db.academicYears.get(yearId)?.startDate ?? '';
    const data = homeroomClasses(user)
      .filter((classYear) => !academicYearId || classYear.academicYearId === academicYearId)
      .sort((a, b) => startOf(b.academicYearId).localeCompare(startOf(a.academicYearId)) || a.name.localeCompare(b.name, 'en'))
      .map((classYear) => {
        const rows = completionRows(classYear, term);
        return { ...classRef(classYear), studentsCount: rows.length, term, completion: completionByKind(rows.map((row) => row.missing)) };
      });
    return HttpResponse.json({ data, count: data.length, term });
  })),

  route.get('/class-years/:classYearId/form-class-completion', withAuth(({ request, params, user }) => {
    requireAnyFormClassPermission(user);
    const classYear = homeroomClass(user, params.classYearId ?? '');
    const url = new URL(request.url);
    parseAcademicYear(url.searchParams.get('academicYearId'), classYear);
    return HttpResponse.json(completionSheet(classYear, parseTerm(url.searchParams.get('term'))));
  })),
];
