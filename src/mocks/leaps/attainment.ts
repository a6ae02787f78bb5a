import { studentLeapsAttainment } from '../../domain/leaps/leaps';
import type { LeapsDomain } from '../../domain/school/enums';
import { db } from '../db';

export interface StudentEventLine {
  name: string;
  domain: LeapsDomain;
  /** The student's own level where one was recorded, else the event's. */
  level: number;
  date: string;
}

/** Each student's events of one academic year, oldest first, at the level that counts for that student. */
export function leapsEventsByStudent(
  studentIds: ReadonlyArray<string>,
  academicYearId: string,
): Map<string, StudentEventLine[]> {
  const byStudent = new Map<string, StudentEventLine[]>(studentIds.map((id) => [id, []]));
  const events = db.leapsEvents
    .filter((event) => event.academicYearId === academicYearId)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  for (const event of events) {
    for (const entry of event.students) {
      byStudent
        .get(entry.studentId)
        ?.push({ name: event.name, domain: event.domain, level: entry.level ?? event.level, date: event.date });
    }
  }
  return byStudent;
}

/** The attainment of each given student in one year, computed by the shared rule (domain/leaps/leaps.ts). */
export function leapsAttainmentOf(studentIds: ReadonlyArray<string>, academicYearId: string) {
  const byStudent = leapsEventsByStudent(studentIds, academicYearId);
  return new Map(
    studentIds.map((id) => {
      const events = byStudent.get(id) ?? [];
      const { levels, overall } = studentLeapsAttainment(events);
      return [id, { ...levels, overallAttainment: overall, events }] as const;
    }),
  );
}
