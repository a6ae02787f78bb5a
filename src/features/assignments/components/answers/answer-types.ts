import type { Answer } from '@/domain/lesson-content/answers';
import type { MaterialContent } from '@/domain/lesson-content/material-content';

/** The answer of one type, or null when the student gave none (or one of another type). */
export type AnswerOf<T extends Answer['materialType']> = Extract<Answer, { materialType: T }>['answer'] | null;

/** Props of a read-only answer view: the question as set in the resource and the student's answer. */
export interface AnswerViewProps<T extends Answer['materialType']> {
  content: MaterialContent<T>;
  answer: AnswerOf<T>;
}
