import { lazy, Suspense } from 'react';

const loadRail = () => import('@/components/layout/rail-chunk.ts');
const SideRail = lazy(async () => ({ default: (await loadRail()).SideRail }));
const RailMenuButton = lazy(async () => ({ default: (await loadRail()).RailMenuButton }));

/*
 * The customer rail and the phone menu button without their weight on the first load (issue 26: the
 * drawer pushed the first load over issue 17's 150 KiB budget). Their chunk (the rail, its icons, the
 * drawer: ~1.7 KiB gzipped) is requested at start-up, as the first page's chunk is (router.tsx
 * preloadRoute), not after the session has loaded; until it arrives an empty rail column and button slot
 * hold the space, so nothing moves when they fill.
 */
void loadRail();

/** The left rail from md up (below md the drawer shows it). */
export function LazySideRail() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="w-56 shrink-0 bg-rail max-md:hidden" />}>
      <SideRail className="max-md:hidden" />
    </Suspense>
  );
}

/** The header's menu button below md, opening the rail in a drawer. */
export function LazyRailMenuButton() {
  return (
    <Suspense fallback={<div aria-hidden="true" className="mr-auto h-11 w-11 md:hidden" />}>
      <RailMenuButton />
    </Suspense>
  );
}
