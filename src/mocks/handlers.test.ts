import { describe, expect, it } from 'vitest';
import { handlers } from './handlers';

const routes = handlers.map((handler) => ({ method: String(handler.info.method), path: String(handler.info.path) }));

/** Whether a request to `path` (its `:params` taken literally) would be answered by `pattern`. */
function answers(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  return wanted.length === given.length && wanted.every((segment, index) => segment === given[index] || segment.startsWith(':'));
}

describe('the demo backend routes', () => {
  it('has at most one handler per method and path', () => {
    const keys = routes.map(({ method, path }) => `${method} ${path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('never shadows a handler with an earlier one that answers the same requests', () => {
    const shadowed = routes.flatMap((route, index) =>
      routes
        .slice(0, index)
        .filter((earlier) => earlier.method === route.method && answers(earlier.path, route.path))
        .map((earlier) => `${route.method} ${route.path} is answered by ${earlier.path}`),
    );
    expect(shadowed).toEqual([]);
  });
});
