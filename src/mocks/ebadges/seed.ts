import type { Prng } from '../prng';
import type { BadgeColour, Ebadge, EbadgeAward } from './schema';
import type { ClassYear, Student } from '../school/schema';
import { SEED_CREATED_AT } from '../school/seed-reference';

const BADGES: ReadonlyArray<readonly [name: string, description: string, colour: BadgeColour]> = [
  ['Kindness Champion', 'Went out of the way to help a classmate.', 'Green'],
  ['Star Reader', 'Read widely and shared books with the class.', 'Blue'],
  ['Team Player', 'Worked generously with others in a group task.', 'Yellow'],
  ['Perseverance', 'Kept going after a setback and improved.', 'Red'],
  ['Eco Warrior', 'Looked after the classroom and the environment.', 'Green'],
  ['Curious Mind', 'Asked questions that moved the lesson forward.', 'Blue'],
  ['Class Helper', 'Took on a class duty and did it well.', 'Yellow'],
  ['Courage', 'Spoke up for what is right.', 'Red'],
];

export function buildEbadges(): Ebadge[] {
  return BADGES.map(([name, description, colour]) => ({
    id: `eb-${name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    createdAt: SEED_CREATED_AT,
    name,
    description,
    colour,
  }));
}

/** A few badges per class, awarded by the homeroom teacher during term 1 and 2. */
export function buildEbadgeAwards(prng: Prng, classYears: ReadonlyArray<ClassYear>, students: ReadonlyArray<Student>, badges: ReadonlyArray<Ebadge>): EbadgeAward[] {
  const awards: EbadgeAward[] = [];
  const byClass = new Map<string, Student[]>();
  for (const student of students) byClass.set(student.classYearId, [...(byClass.get(student.classYearId) ?? []), student]);
  for (const classYear of classYears) {
    const classStudents = byClass.get(classYear.id) ?? [];
    if (!classYear.homeroomTeacherId || classStudents.length === 0) continue;
    const count = prng.int(4, 8);
    for (let n = 0; n < count; n += 1) {
      const day = Date.parse('2026-07-20T01:00:00.000Z') + prng.int(0, 120) * 86_400_000;
      awards.push({
        id: `eba-${String(awards.length + 1).padStart(4, '0')}`,
        createdAt: new Date(day).toISOString(),
        classYearId: classYear.id,
        academicYearId: classYear.academicYearId,
        studentId: prng.pick(classStudents).id,
        ebadgeId: prng.pick(badges).id,
        awardedAt: new Date(day).toISOString(),
        awardedById: classYear.homeroomTeacherId,
        note: prng.chance(0.4) ? 'Well done!' : null,
      });
    }
  }
  return awards;
}
