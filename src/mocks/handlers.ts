import { authHandlers } from './auth/handlers';
import { calendarHandlers } from './calendar/handlers';
import { ccaHandlers } from './cca/handlers';
import { releaseStudentHandlers } from './release-student/handlers';
import { classroomsHandlers } from './classrooms/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { ebadgesHandlers } from './ebadges/handlers';
import { fileSharingHandlers } from './file-sharing/handlers';
import { formClassHandlers } from './form-class/handlers';
import { gradebookHandlers } from './gradebook/handlers';
import { leapsHandlers } from './leaps/handlers';
import { meHandlers } from './auth/me-handlers';
import { placementHandlers } from './placement/handlers';
import { referenceHandlers } from './school/handlers';
import { reportsHandlers } from './reports/handlers';
import { resourcesHandlers } from './resources/handlers';
import { schemeOfWorkHandlers } from './scheme-of-work/handlers';
import { sveHandlers } from './activity/sve-handlers';
import { submissionsHandlers } from './submissions/handlers';
import { sveDomainHandlers } from './sve/handlers';

/**
 * Every demo-backend handler, in match order (specific paths before `/:id` ones). Issue 4's handlers
 * come before the reference lists: their `/class-years` and `/students/:id` answer the richer
 * contract shape (scoped to the user's classes) and so take precedence.
 */
export const handlers = [
  ...authHandlers,
  ...meHandlers,
  ...sveHandlers,
  ...sveDomainHandlers,
  ...dashboardHandlers,
  ...reportsHandlers,
  ...ebadgesHandlers,
  ...formClassHandlers,
  ...gradebookHandlers,
  ...classroomsHandlers,
  ...placementHandlers,
  ...resourcesHandlers,
  ...submissionsHandlers,
  ...fileSharingHandlers,
  ...leapsHandlers,
  ...ccaHandlers,
  ...releaseStudentHandlers,
  ...schemeOfWorkHandlers,
  ...calendarHandlers,
  ...referenceHandlers,
];
