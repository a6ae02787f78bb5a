import { commentBankHandlers } from './handlers-comment-bank';
import { questionHandlers } from './handlers-questions';
import { submissionReadHandlers } from './handlers-read';
import { submissionWriteHandlers } from './handlers-write';

/** Student work on issued assignments: reading, grading (per student or per question), returning, and each teacher's comment bank. */
export const submissionsHandlers = [
  ...submissionReadHandlers,
  ...submissionWriteHandlers,
  ...questionHandlers,
  ...commentBankHandlers,
];
