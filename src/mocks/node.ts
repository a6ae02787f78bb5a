import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The demo backend for Node: tests (tests/setup-demo-backend.ts) and scripts. */
export const server = setupServer(...handlers);
