import { authHandlers } from './auth';
import { dashboardHandlers } from './dashboard';
import { meHandlers } from './me';
import { placementHandlers } from './placement';
import { referenceHandlers } from './reference';
import { sveHandlers } from './sve';

/** Every demo-backend handler, in match order (specific paths before `/:id` ones). */
export const handlers = [...authHandlers, ...meHandlers, ...sveHandlers, ...dashboardHandlers, ...referenceHandlers, ...placementHandlers];
