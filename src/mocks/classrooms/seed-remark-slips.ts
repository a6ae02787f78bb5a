import { firstNameOf } from '../../domain/school/person-names';
import type { StudentTermRecord } from './schema';
import type { Student } from '../school/schema';

// One class's remarks of the current term carry each slip the report season's checks find (issue 23 §2), so the board
// and the remark grid show every warning on the demo: the demo homeroom teacher's class, by place in the class list
// (by name). Places 0 (kept complete) and 3, 6, 7 (no remark, seed-completion.ts) are left alone.

export const REMARK_SLIP_PLACES = {
  otherPupilName: 1,
  pronounMismatch: 2,
  ownNameMissing: 4,
  doubleSpaces: 5,
  overTheBox: 8,
  sharedWithClassmates: [11, 12, 14, 15],
} as const;

const he = (student: Student) => (student.gender === 'Female' ? 'she' : 'he');
const wrongHe = (student: Student) => (student.gender === 'Female' ? 'He' : 'She');
const his = (student: Student) => (student.gender === 'Female' ? 'her' : 'his');

/** The slipped remark of the pupil at `place`, or null for a pupil whose remark stays as seeded. */
function slippedRemark(place: number, student: Student, classmates: readonly Student[]): string | null {
  const name = firstNameOf(student.fullName);
  switch (place) {
    case REMARK_SLIP_PLACES.otherPupilName: {
      // A sentence written for the classmate after them, pasted on: the classmate's name in this pupil's remark.
      const other = classmates.find((classmate) => classmate.id !== student.id && !firstNameOf(classmate.fullName).includes(name));
      return `${name} is attentive in class. ${firstNameOf(other?.fullName ?? 'Ryan Lee')} hands in ${his(student)} homework on time.`;
    }
    case REMARK_SLIP_PLACES.pronounMismatch:
      return `${name} is a helpful member of the class. ${wrongHe(student)} volunteers readily and takes good care of shared equipment.`;
    case REMARK_SLIP_PLACES.ownNameMissing:
      return `A quiet and thoughtful learner. ${he(student) === 'he' ? 'He' : 'She'} listens well and works steadily through each task.`;
    case REMARK_SLIP_PLACES.doubleSpaces:
      return `${name} enjoys reading.  ${he(student) === 'he' ? 'He' : 'She'} borrows a new book from the library every week.`;
    case REMARK_SLIP_PLACES.overTheBox:
      return [
        `${name}'s targets for next term:`,
        ...['read every day', 'practise times tables', 'check spelling', 'neater handwriting', 'ask for help early', 'finish homework on time', 'pack the bag the night before', 'bring a water bottle', 'join a CCA', 'speak up in class', 'help at home', 'sleep early', 'revise Science notes', 'enjoy the holidays'].map(
          (target) => `- ${target}`,
        ),
      ].join('\n');
    default:
      return (REMARK_SLIP_PLACES.sharedWithClassmates as readonly number[]).includes(place)
        ? `${name} is a pleasant pupil who gets along well with everyone.`
        : null;
  }
}

/** The class's current-term remarks with the slips written in; every other record as it was. */
export function withRemarkSlips(terms: StudentTermRecord[], students: readonly Student[], options: { classId: string; currentTerm: number }): StudentTermRecord[] {
  const classmates = students.filter((student) => student.classYearId === options.classId).sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'));
  const places = new Map(classmates.map((student, index) => [student.id, index]));
  return terms.map((record) => {
    const place = places.get(record.studentId);
    const student = classmates[place ?? -1];
    if (place === undefined || !student || record.term !== options.currentTerm || record.remark === null) return record;
    const remark = slippedRemark(place, student, classmates.slice(place + 1).concat(classmates.slice(0, place)));
    return remark === null ? record : { ...record, remark };
  });
}
