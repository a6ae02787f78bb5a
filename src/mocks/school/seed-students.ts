import type { Prng } from '../prng';
import type { ClassYear, MasterLevel, Student } from './schema';
import { generatePersonName } from './names';

/** About 28 students per class: 36 classes give roughly 1,000 students. */
export function buildStudents(prng: Prng, classYears: ReadonlyArray<ClassYear>, masterLevels: ReadonlyArray<MasterLevel>): Student[] {
  const students: Student[] = [];
  for (const classYear of classYears) {
    const level = masterLevels.find((candidate) => candidate.id === classYear.masterLevelId);
    const age = (level?.order ?? 5) + 2;
    const size = prng.int(24, 32);
    for (let seat = 0; seat < size; seat += 1) {
      const { fullName, gender } = generatePersonName(prng);
      const month = String(prng.int(1, 12)).padStart(2, '0');
      const day = String(prng.int(1, 28)).padStart(2, '0');
      students.push({
        id: `st-${String(students.length + 1).padStart(4, '0')}`,
        createdAt: classYear.createdAt,
        name: fullName,
        fullName,
        gender,
        dateOfBirth: `${2026 - age}-${month}-${day}`,
        classYearId: classYear.id,
        branchId: classYear.branchId,
      });
    }
  }
  return students;
}
