import { ADMIN_PAGES, EXTRA_ROUTES, TOOL_PAGES } from '@kantor/core';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resourceScreenOf } from '../resources/screens.ts';
import { createAppRouter } from './router.tsx';

/** Every page of the spec's route table that is not a resource's generic list, view or form. */
function specialRoutes(): string[] {
  const routes = [...TOOL_PAGES, ...ADMIN_PAGES].map((p) => `/${p}`);
  for (const [page, actions] of Object.entries(EXTRA_ROUTES))
    for (const action of actions) routes.push(`/${page}/${action}`);
  return routes;
}

/** Whether a path reaches a screen of its own (a route, or a resource's generic screen), not the 404. */
function built(routes: RouteObject[], path: string): boolean {
  for (const candidate of [path, `${path}/1`]) {
    const matches = matchRoutes(routes, candidate) ?? [];
    const leaf = matches[matches.length - 1]?.route;
    if (leaf && leaf.path !== '*') return true;
    if (leaf?.path === '*' && resourceScreenOf(candidate).kind !== 'other') return true;
  }
  return false;
}

describe('the spec route table', () => {
  it('has a screen for every tool, admin page and extra route (no "not built yet" notice is left)', () => {
    const routes = createAppRouter(<div />).routes as RouteObject[];
    const missing = specialRoutes().filter((path) => !built(routes, path));
    expect(missing).toEqual([]);
  });
});
