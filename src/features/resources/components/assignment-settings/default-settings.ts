import { addDays, format } from 'date-fns';
import type { AssignmentSettings } from '@/domain/lesson-content/assignment-settings';

/** What a new assignment starts with: a homework of one attempt, from today for a week. */
export function defaultAssignmentSettings(today = new Date()): AssignmentSettings {
  return {
    assignmentType: 'Homework',
    questionOrder: 'Sequential',
    answerReveal: 'Hide Until Past Deadline',
    attempts: 1,
    startDate: format(today, 'yyyy-MM-dd'),
    dueDate: format(addDays(today, 7), 'yyyy-MM-dd'),
  };
}
