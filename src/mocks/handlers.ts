/// <reference types="vite/client" />
import type { HttpHandler } from 'msw';

/**
 * What each `src/mocks/<domain>/handlers.ts` exports as `domainHandlers`. MSW answers with the first handler whose
 * path matches; `matchOrder` keeps the order the domains had when they were listed by hand (the school's reference
 * lists last), and handlers.test.ts fails if an earlier handler would answer a later one's requests, so a new
 * domain may take any free number.
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
