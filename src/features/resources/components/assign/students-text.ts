import { countOf } from '@/domain/school/count-words';

/** "1 student", "27 students". */
export function studentsText(count: number): string {
  return countOf(count, 'student');
}
