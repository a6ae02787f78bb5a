import { commentBankHandlers } from './handlers-comment-bank';
import { submissionReadHandlers } from './handlers-read';
import { submissionWriteHandlers } from './handlers-write';

/** Student work on issued assignments: reading, grading, returning, and each teacher's comment bank. */
export const submissionsHandlers = [...submissionReadHandlers, ...submissionWriteHandlers, ...commentBankHandlers];
