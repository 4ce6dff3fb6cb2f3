import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The accessible name of the toasts' region (sonner's `containerAriaLabel`). The one toaster lives in AppProvider,
 * above both portals, so a toast shown just before a navigation from one portal to the other stays on screen; but
 * that is outside the customer's language provider. A translated screen names the region in its language through
 * `useNameToastRegion`; with none mounted (staff pages, sign-in) sonner's English default stays.
 *
 * A store of its own rather than state in AppProvider: a new name re-renders only the toaster, not the providers.
 */
let regionLabel: string | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function setRegionLabel(label: string | undefined) {
  regionLabel = label;
  for (const listener of listeners) listener();
}

/** The name a mounted screen gave the region, or undefined for sonner's default. */
export function useToastRegionLabel(): string | undefined {
  return useSyncExternalStore(subscribe, () => regionLabel);
}

/** Names the toasts' region `label` while the calling component is mounted (a layout effect: in the same commit). */
export function useNameToastRegion(label: string): void {
  useLayoutEffect(() => {
    setRegionLabel(label);
    return () => setRegionLabel(undefined);
  }, [label]);
}
