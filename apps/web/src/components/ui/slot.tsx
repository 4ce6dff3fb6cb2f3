import {
  Children,
  cloneElement,
  isValidElement,
  useCallback,
  type HTMLAttributes,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react';

/**
 * Renders its one child element with the slot's props merged in — what `asChild` means (Radix's Slot,
 * whose package is ~1 KiB of the customer's first load for the one Button that uses it; issue 17).
 * Merging as Radix does: the child's own props win, except that event handlers run both (the child's
 * first), `className`s are joined, `style`s merged, and both refs receive the element.
 */
export function Slot({ children, ref, ...slotProps }: HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }) {
  const child = Children.only(children);
  const childProps: Record<string, unknown> = isValidElement<Record<string, unknown>>(child) ? child.props : {};
  const childRef = childProps.ref as Ref<HTMLElement> | undefined;
  // One callback while the refs stay the same, so React does not detach and re-attach them on every render.
  const composedRef = useCallback<RefCallback<HTMLElement>>(
    (node) => {
      assignRef(ref, node);
      assignRef(childRef, node);
    },
    [ref, childRef],
  );
  if (!isValidElement(child)) return null;
  const merged: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    } else if (name === 'style' && childValue) {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className' && childValue) {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  merged.ref = composedRef;
  // The ref is handed to the child element, never read here (the rule cannot see through cloneElement).
  // eslint-disable-next-line react-hooks/refs
  return cloneElement(child as ReactElement<Record<string, unknown>>, merged);
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
