import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { hrefs, paths, withSubpages } from '@/lib/paths.ts';
import { routes } from './router.tsx';

/** A `*` route shows the not-found page for whatever its parent does not route. */
const isCatchAll = (route: RouteObject | undefined) => route?.path === '*';

/** Every page route's full pattern (index routes take their parent's), in router order; catch-alls left out. */
function routePatterns(children: readonly RouteObject[], parent = ''): string[] {
  return children.flatMap((route) => {
    if (isCatchAll(route)) return [];
    const own =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const self = route.index || (route.path !== undefined && !route.children) ? [own || '/'] : [];
    return [...self, ...routePatterns(route.children ?? [], own)];
  });
}

/** Every string in the paths module, however deeply nested. */
function modulePaths(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value ? modulePaths(value) : [],
  );
}

describe('web route paths', () => {
  const patterns = routePatterns(routes);

  it('every route of the router comes from the paths module', () => {
    const known = new Set(modulePaths(paths).flatMap((path) => [path, withSubpages(path)]));
    expect(patterns.length).toBeGreaterThan(10);
    expect(patterns.filter((pattern) => !known.has(pattern))).toEqual([]);
  });

  it('every page in the paths module opens its own route, and /404 the catch-all page', () => {
    for (const path of modulePaths(paths)) {
      const target = path.replace(':petitionId', 'a1b2');
      const matches = matchRoutes(routes, target);
      expect(matches, path).not.toBeNull();
      expect(isCatchAll(matches?.at(-1)?.route), path).toBe(path === paths.notFound);
    }
  });

  it('builds links to parameterised pages', () => {
    expect(hrefs.petition('7f0c')).toBe('/admin/petition-builder/7f0c');
    expect(matchRoutes(routes, hrefs.petition('7f0c'))?.at(-1)?.params).toMatchObject({ petitionId: '7f0c' });
  });
});
