import { assignmentHandlers } from './handlers-assignments';
import { contentHandlers } from './handlers-content';
import { fileHandlers } from './handlers-files';
import { inboxHandlers } from './handlers-inbox';
import { materialHandlers } from './handlers-materials';
import { subjectHandlers } from './handlers-subjects';
import type { DomainHandlers } from '../handlers';

/** Lesson resources (issue 9): subjects, chapters, lessons and assignments, materials, review and its inboxes, files, issuing. */
export const resourcesHandlers = [...subjectHandlers, ...inboxHandlers, ...contentHandlers, ...materialHandlers, ...fileHandlers, ...assignmentHandlers];

/** Joins the demo backend (../handlers.ts) by this export. */
export const domainHandlers: DomainHandlers = { matchOrder: 110, handlers: resourcesHandlers };
