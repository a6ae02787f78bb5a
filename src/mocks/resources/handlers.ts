import { assignmentHandlers } from './handlers-assignments';
import { contentHandlers } from './handlers-content';
import { fileHandlers } from './handlers-files';
import { materialHandlers } from './handlers-materials';
import { subjectHandlers } from './handlers-subjects';
import type { DomainHandlers } from '../handlers';

/** Lesson resources (issue 9): subjects, chapters, lessons and assignments, materials, review, files, issuing. */
export const resourcesHandlers = [...subjectHandlers, ...contentHandlers, ...materialHandlers, ...fileHandlers, ...assignmentHandlers];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 110, handlers: resourcesHandlers };
