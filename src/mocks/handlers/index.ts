import { authHandlers } from './auth';
import { classroomsHandlers } from './classrooms';
import { dashboardHandlers } from './dashboard';
import { ebadgesHandlers } from './ebadges';
import { gradebookHandlers } from './gradebook';
import { meHandlers } from './me';
import { referenceHandlers } from './reference';
import { reportsHandlers } from './reports';
import { sveHandlers } from './sve';

/**
 * Every demo-backend handler, in match order (specific paths before `/:id` ones). Issue 4's handlers
 * come before the reference lists: their `/class-years` and `/students/:id` answer the richer
 * contract shape (scoped to the user's classes) and so take precedence.
 */
export const handlers = [
  ...authHandlers,
  ...meHandlers,
  ...sveHandlers,
  ...dashboardHandlers,
  ...reportsHandlers,
  ...ebadgesHandlers,
  ...gradebookHandlers,
  ...classroomsHandlers,
  ...referenceHandlers,
];
