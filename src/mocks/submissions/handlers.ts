import { commentBankHandlers } from './handlers-comment-bank';
import { questionHandlers } from './handlers-questions';
import { submissionReadHandlers } from './handlers-read';
import { submissionWriteHandlers } from './handlers-write';
import { manageIssuedHandlers } from './handlers-manage';
import type { DomainHandlers } from '../handlers';

/** Student work on issued assignments: reading, managing the assignment (dates, withdrawals, deletion), grading (per student or per question), returning, and each teacher's comment bank. */
export const submissionsHandlers = [
  ...submissionReadHandlers,
  ...submissionWriteHandlers,
  ...manageIssuedHandlers,
  ...questionHandlers,
  ...commentBankHandlers,
];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 120, handlers: submissionsHandlers };
