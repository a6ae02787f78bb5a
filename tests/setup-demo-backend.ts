import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoDatabase } from '@/mocks/db';
import { server } from '@/mocks/node';

// The demo backend answers every request of the test file, and any request it has no handler for fails
// the test; each test starts from the seed again.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDemoDatabase();
});
afterAll(() => server.close());
