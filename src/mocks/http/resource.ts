import { HttpResponse } from 'msw';
import type { Collection } from '../collection';
import type { User } from '../auth/schema';
import { type AuthedContext, withAuth } from './auth';
import { notFound } from './errors';
import { applyListQuery, type ListOptions, parseListQuery, relationsFor, shape } from './list-query';
import { route, type RouteHandler } from './route';

interface ResourceOptions<T extends { id: string; createdAt: string }, V extends T> extends ListOptions<V> {
  /** Singular label for 404 messages, e.g. "Branch". */
  label: string;
  /** Adds computed fields (e.g. studentsCount) before filtering, so they can be sorted and filtered. */
  decorate?: (row: T) => V;
  /** Wraps both routes, e.g. with requirePermission. */
  guard?: (handler: RouteHandler<AuthedContext>) => RouteHandler<AuthedContext>;
  /**
   * The rows the signed-in user may see (all when absent): the list holds only those, and any other
   * id answers 404, as if it did not exist.
   */
  visibleTo?: (user: User) => (row: T) => boolean;
}

/** `GET /<path>` (list contract) and `GET /<path>/:id` over one collection, both behind a bearer token. */
export function readOnlyResource<T extends { id: string; createdAt: string }, V extends T = T>(
  path: string,
  table: Collection<T>,
  options: ResourceOptions<T, V>,
) {
  const decorate = options.decorate ?? ((row: T) => row as V);
  const guard = options.guard ?? ((handler: RouteHandler<AuthedContext>) => handler);
  const visibleTo = options.visibleTo ?? (() => () => true);
  return [
    route.get(
      path,
      withAuth(
        guard(({ request, user }) =>
          HttpResponse.json(applyListQuery(table.filter(visibleTo(user)).map(decorate), parseListQuery(new URL(request.url)), options)),
        ),
      ),
    ),
    route.get(
      `${path}/:id`,
      withAuth(
        guard(({ request, params, user }) => {
          const row = table.get(params.id ?? '');
          if (!row || !visibleTo(user)(row)) throw notFound(options.label);
          const embed = relationsFor(parseListQuery(new URL(request.url)).relations, options.relations);
          return HttpResponse.json(shape(decorate(row), null, embed));
        }),
      ),
    ),
  ];
}
