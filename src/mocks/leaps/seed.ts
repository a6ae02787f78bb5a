import type { LeapsDomain } from '../../domain/school/enums';
import { DEMO_USER_IDS } from '../auth/seed';
import type { Prng } from '../prng';
import type { AcademicYear, ClassYear, Student } from '../school/schema';
import { CURRENT_ACADEMIC_YEAR_ID, SEED_TODAY } from '../school/seed-reference';
import type { LeapsEventRow } from './schema';
import type { SeedStep } from '../seed';

const EVENTS: ReadonlyArray<readonly [name: string, domain: LeapsDomain, roles: ReadonlyArray<string>]> = [
  ['Inter-school football league', 'participation', ['Striker', 'Goalkeeper', '']],
  ['School choir concert', 'participation', ['Soprano', 'Alto', '']],
  ['National Day parade performance', 'participation', ['']],
  ['Art exhibition at the library', 'participation', ['Exhibitor']],
  ['National Youth Chess Championship', 'achievement', ['Player']],
  ['Mathematics Olympiad', 'achievement', ['']],
  ['Zonal swimming meet', 'achievement', ['Relay team', '']],
  ['Asia-Pacific robotics challenge', 'achievement', ['Programmer', 'Builder']],
  ['Class monitor', 'leadership', ['Monitor', 'Assistant monitor']],
  ['Sports day house captain', 'leadership', ['House captain', 'Vice-captain']],
  ['Student council', 'leadership', ['Councillor', 'Secretary']],
  ['Prefect board', 'leadership', ['Prefect']],
  ['Community food drive', 'service', ['Volunteer', 'Coordinator']],
  ['Beach clean-up', 'service', ['Volunteer']],
  ['Reading buddies for Primary 1', 'service', ['Buddy']],
  ['Elderly home visit', 'service', ['Volunteer', '']],
];

/** The classes whose homeroom teachers are demo accounts get the most events; a few other classes get some too. */
const RICH_CLASSES = new Set<string>([DEMO_USER_IDS.principal, DEMO_USER_IDS.homeroom]);

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A day of the year up to the demo's today, on a weekday. */
function dayIn(prng: Prng, year: AcademicYear): string {
  const start = Date.parse(`${year.startDate}T00:00:00.000Z`);
  const end = Math.min(
    Date.parse(`${year.endDate}T00:00:00.000Z`),
    Date.parse(`${SEED_TODAY}T00:00:00.000Z`) - 86_400_000,
  );
  const ms = start + prng.int(0, Math.floor((end - start) / 86_400_000)) * 86_400_000;
  const weekday = new Date(ms).getUTCDay();
  return isoDay(ms + (weekday === 6 ? 2 : weekday === 0 ? 1 : 0) * 86_400_000);
}

function pickStudents(prng: Prng, students: ReadonlyArray<Student>, count: number): Student[] {
  const pool = [...students];
  const picked: Student[] = [];
  while (picked.length < count && pool.length > 0) picked.push(...pool.splice(prng.int(0, pool.length - 1), 1));
  return picked;
}

export interface LeapsSeedInput {
  academicYears: ReadonlyArray<AcademicYear>;
  classYears: ReadonlyArray<ClassYear>;
  students: ReadonlyArray<Student>;
}

/**
 * LEAPS events of the current and the past year for the classes' students (a student's class is this year's, the
 * events of last year are theirs too): every domain for the demo homeroom classes, a few for the other classes.
 */
export function buildLeapsEvents(prng: Prng, { academicYears, classYears, students }: LeapsSeedInput): LeapsEventRow[] {
  const current = academicYears.find((year) => year.id === CURRENT_ACADEMIC_YEAR_ID);
  if (!current) throw new Error('The seed has no current academic year');
  const past = academicYears
    .filter((year) => year.endDate < current.startDate)
    .sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  const years = past ? [current, past] : [current];
  const rows: LeapsEventRow[] = [];
  for (const classYear of classYears) {
    const classStudents = students.filter((student) => student.classYearId === classYear.id);
    if (classStudents.length === 0 || !classYear.homeroomTeacherId) continue;
    const rich = RICH_CLASSES.has(classYear.homeroomTeacherId);
    for (const year of years) {
      const count = rich ? (year === current ? 14 : 8) : prng.int(0, 2);
      for (let index = 0; index < count; index += 1) {
        // The rich classes cycle through the four domains so that each has events in each year.
        const [name, domain, roles] = rich
          ? EVENTS[(index * 5 + (year === current ? 0 : 2)) % EVENTS.length]!
          : prng.pick(EVENTS);
        const level = prng.int(1, 4);
        const picked = pickStudents(prng, classStudents, domain === 'leadership' ? prng.int(1, 2) : prng.int(2, 6));
        const date = dayIn(prng, year);
        rows.push({
          id: `le-${classYear.id.replace(/^cy-/, '')}-${year.id.replace(/^ay-/, '')}-${index + 1}`,
          createdAt: `${date}T09:00:00.000Z`,
          updatedAt: `${date}T09:00:00.000Z`,
          name,
          domain,
          level,
          date,
          academicYearId: year.id,
          description: prng.chance(0.6) ? `${name}, ${year.name}.` : '',
          students: picked.map((student) => ({
            studentId: student.id,
            role: prng.pick(roles) || null,
            // Now and then one student reached further than the rest (an individual award in a team event).
            level: level < 4 && prng.chance(0.15) ? level + 1 : null,
          })),
          createdById: classYear.homeroomTeacherId,
          version: 1,
        });
      }
    }
  }
  return rows;
}

/** Its own generator, so that LEAPS events left every other table as it was. */
export const seedStep: SeedStep = {
  order: 60,
  build: ({ ownPrng, rows }) => ({
    leapsEvents: buildLeapsEvents(ownPrng(11), { academicYears: rows('academicYears'), classYears: rows('classYears'), students: rows('students') }),
  }),
};
