import { ftpEvaluationHandlers } from './ftp-evaluation';
import { formClassListHandlers } from './handlers-lists';
import { remarkBankHandlers } from './handlers-remark-bank';
import { formClassSheetHandlers } from './handlers-sheets';
import type { DomainHandlers } from '../handlers';

/** The form-class records of homeroom teachers (docs/api.md, "Form class records"). */
export const formClassHandlers = [...formClassListHandlers, ...formClassSheetHandlers, ...ftpEvaluationHandlers, ...remarkBankHandlers];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 70, handlers: formClassHandlers };
