import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for Node: unit/component tests (tests/setup.ts) and scripts. */
export const server = setupServer(...handlers);
