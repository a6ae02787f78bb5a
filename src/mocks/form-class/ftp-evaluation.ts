import { HttpResponse } from 'msw';
import { levelsCountMessage, SaveFtpEvaluationBodySchema } from '../../domain/form-class/bodies';
import { OBSERVATION_AREAS } from '../classrooms/conduct';
import { withAuth, type AuthedContext } from '../http/auth';
import { readJson, route } from '../http/route';
import { validate } from '../http/validation';
import type { ClassYear } from '../school/schema';
import { homeroomClass, requireFormClassPermission } from './access';
import { parseAcademicYear } from './query';
import { classRef, classStudents, yearRecordIdOf, yearRecordsByStudent } from './sheets';
import { versionOf } from './versions';
import { saveEntries, writeYearRecord } from './writes';

// The year-end FTP evaluation of a homeroom class (docs/api.md, "Form class records"): each student's observation
// level per area, kept on the year record the FTP_EVALUATION report prints. Permission subject FormTeacherPeriod.

/** Each student of the class by name with a level (or null) per observation area, and the version of their record. */
export function ftpEvaluationSheet(classYear: ClassYear, academicYearId: string) {
  const records = yearRecordsByStudent(academicYearId);
  const data = classStudents(classYear).map((student) => ({
    studentId: student.id,
    student: { id: student.id, fullName: student.fullName, gender: student.gender },
    levels: OBSERVATION_AREAS.map((_, index) => records.get(student.id)?.observations[index] ?? null),
    ...versionOf('ftpEvaluation', student.id, academicYearId, null),
    recordId: yearRecordIdOf(records, student.id, academicYearId),
  }));
  return { classYear: classRef(classYear), academicYearId, count: data.length, areas: [...OBSERVATION_AREAS], data };
}

/** The class (404, or 403 unless the caller is its homeroom teacher) after the FormTeacherPeriod permission. */
function target({ user, params }: AuthedContext, action: 'view' | 'update'): ClassYear {
  requireFormClassPermission(user, action, 'FormTeacherPeriod');
  return homeroomClass(user, params.classYearId ?? '');
}

export const ftpEvaluationHandlers = [
  route.get('/class-years/:classYearId/ftp-evaluation', withAuth((context) => {
    const classYear = target(context, 'view');
    const academicYearId = parseAcademicYear(new URL(context.request.url).searchParams.get('academicYearId'), classYear);
    return HttpResponse.json(ftpEvaluationSheet(classYear, academicYearId));
  })),
  route.put('/class-years/:classYearId/ftp-evaluation', withAuth(async (context) => {
    const classYear = target(context, 'update');
    const body = validate(SaveFtpEvaluationBodySchema, await readJson(context.request));
    const save = { user: context.user, classYear, kind: 'ftpEvaluation', academicYearId: body.academicYearId, term: null } as const;
    const count = OBSERVATION_AREAS.length;
    saveEntries(
      save,
      body,
      (entry): Record<string, string> => (entry.levels.length === count ? {} : { levels: levelsCountMessage(count) }),
      ({ studentId, levels }) => writeYearRecord(studentId, body.academicYearId, { observations: levels }),
    );
    return HttpResponse.json(ftpEvaluationSheet(classYear, body.academicYearId));
  })),
];
