/// <reference types="vite/client" />
import type { HttpHandler } from 'msw';

/**
 * What each `src/mocks/<domain>/handlers.ts` exports as `domainHandlers`. MSW answers with the first handler
 * whose path matches, so where two domains answer the same path the lower `matchOrder` wins: the school's
 * reference lists come last, after issue 4's richer `/class-years` and `/students/:id` (scoped to the
 * user's classes). Paths no other domain answers may take any number.
 */
export interface DomainHandlers {
  matchOrder: number;
  handlers: ReadonlyArray<HttpHandler>;
}

/** Every domain's handlers join the demo backend the day its handlers.ts exports them, the way a feature's routes join the route table. */
const domains = import.meta.glob<DomainHandlers>('./*/handlers.ts', { eager: true, import: 'domainHandlers' });

/** Every demo-backend handler, in match order (within a domain, specific paths before `/:id` ones). */
export const handlers: HttpHandler[] = Object.values(domains)
  .sort((a, b) => a.matchOrder - b.matchOrder)
  .flatMap((domain) => domain.handlers);
