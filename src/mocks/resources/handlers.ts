import { assignmentHandlers } from './handlers-assignments';
import { contentHandlers } from './handlers-content';
import { fileHandlers } from './handlers-files';
import { materialHandlers } from './handlers-materials';
import { subjectHandlers } from './handlers-subjects';

/** Lesson resources (issue 9): subjects, chapters, lessons and assignments, materials, review, files, issuing. */
export const resourcesHandlers = [...subjectHandlers, ...contentHandlers, ...materialHandlers, ...fileHandlers, ...assignmentHandlers];
