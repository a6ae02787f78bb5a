import { LeapsEventBodySchema } from '../../domain/leaps/bodies';
import { LeapsEventSchema } from '../../domain/leaps/responses';
import { db } from '../db';
import type { LeapsEventRow } from './schema';

const nameOf = (row: { id: string; name: string } | undefined) => (row ? { id: row.id, name: row.name } : null);

/** The body's defaults, for an event stored before a field with one existed (the seed's, a browser's saved copy). */
const STORED_BEFORE_DEFAULTS = LeapsEventBodySchema.partial().parse({});

/**
 * An event as the contract shows it to one user: the students they may see (with their class, role and own level)
 * and how many others took part, so a teacher never reads the names of another school's or class's students.
 * The stored row is projected through the response schema: its own fields pass as stored, the rest (who created it)
 * stay behind.
 */
export function leapsEventView(event: LeapsEventRow, visible: ReadonlySet<string>) {
  const shown = event.students.filter((entry) => visible.has(entry.studentId));
  const students = shown
    .map((entry) => {
      const student = db.students.get(entry.studentId);
      return {
        id: entry.studentId,
        fullName: student?.fullName ?? 'Unknown student',
        classYear: nameOf(student ? db.classYears.get(student.classYearId) : undefined),
        role: entry.role,
        level: entry.level,
      };
    })
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en') || a.id.localeCompare(b.id));
  const creator = db.users.get(event.createdById);
  return LeapsEventSchema.parse({
    ...STORED_BEFORE_DEFAULTS,
    ...event,
    academicYear: nameOf(db.academicYears.get(event.academicYearId)) ?? {
      id: event.academicYearId,
      name: event.academicYearId,
    },
    students,
    studentsCount: event.students.length,
    otherStudentsCount: event.students.length - shown.length,
    createdBy: creator ? { id: creator.id, fullName: creator.fullName } : null,
  });
}
