import type { CcaStudent, CcaYear } from '@/features/cca/api/cca-schemas';
import { capacityProblem, clashMessage, findClash } from '@/domain/cca/cca';

/** What stops the chosen students from joining, checked before anything is sent (the server checks again). */
export interface AssignmentCheck {
  capacity: string | null;
  clashes: { studentId: string; message: string }[];
}

export function checkAssignment(
  cca: Pick<CcaYear, 'id' | 'name' | 'meetingDays' | 'capacity' | 'membersCount'>,
  chosen: readonly CcaStudent[],
): AssignmentCheck {
  const target = { id: cca.id, name: cca.name, meetingDays: cca.meetingDays };
  return {
    capacity: capacityProblem(cca, chosen.length),
    clashes: chosen.flatMap((student) => {
      const clash = findClash(target, student.ccaYears);
      return clash ? [{ studentId: student.id, message: clashMessage(student.fullName, clash) }] : [];
    }),
  };
}
