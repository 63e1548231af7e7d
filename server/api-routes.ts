import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hasControlCharacters, routeTable, splitRouteKey, type RouteKey } from '../lib/contract';
import { fail } from './lib/http';
import { actorOf, inRequestTransaction, runsInRequestTransaction } from './lib/request-transaction';
import { scopeFor, type ScopeOf } from './scope';
import type { AppEnv } from './types';

type PathOf<K extends RouteKey> = K extends `${string} ${infer P}` ? P : never;
export type ScopedEnv<K extends RouteKey> = { Variables: AppEnv['Variables'] & { scope: ScopeOf<K> } };
/** What a handler of the route `K` gets: c.var.scope as its rule says, c.req.param typed from its path. */
export type ScopedContext<K extends RouteKey> = Context<ScopedEnv<K>, PathOf<K>>;

/**
 * Routes written one way: `.handle('PUT /tax/:id', async (c) => …)`. The key is a row of the route
 * table in lib/contract; before the handler runs, the row's session, business, permission and
 * location checks pass and c.var.scope holds the caller (see scopeFor). A route missing from the
 * table does not compile.
 */
export class ApiRoutes extends Hono<AppEnv> {
  handle<K extends RouteKey>(key: K, handler: (c: ScopedContext<K>) => Response | Promise<Response>): this {
    const { method, path } = splitRouteKey(key);
    const rule = routeTable[key];
    const guard = createMiddleware<ScopedEnv<K>>(async (c, next) => {
      // scopeFor built the scope from this very rule, which is what ScopeOf<K> reads.
      c.set('scope', (await scopeFor(c, rule)) as ScopeOf<K>);
      // No row has such an id, and the database would refuse a NUL in a query: a plain 404.
      if (Object.values(c.req.param() as Record<string, string>).some(hasControlCharacters))
        throw fail(404, 'notFound');
      // Writes run in one transaction that knows who writes (issue 21's audit log); the scope was
      // read outside it, so a failed write still leaves the session touched and the plan settled.
      if (runsInRequestTransaction(method, rule)) await inRequestTransaction(c, actorOf(c.var.scope), next);
      else await next();
    });
    this.on(method, path, guard, handler);
    return this;
  }
}
