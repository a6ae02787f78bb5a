import type { Gender } from '../school/enums';
import type { RemarkIssue } from './responses';
export interface RemarkPupil { studentId: string; fullName: string; gender: Gender; remark: string | null }
export function checkClassRemarks(pupils: readonly RemarkPupil[]): Map<string, RemarkIssue[]> {
  return new Map(pupils.map((pupil) => [pupil.studentId, []]));
}
