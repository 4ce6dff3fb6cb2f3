import { forwardRef, useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Link, Navigate, NavLink, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { paths } from './paths.ts';
import { isReadOnlySearch, withReadOnly } from './read-only.ts';

/** A same-site path only ("/x", not "//evil.example" or "https://…"), so returnTo cannot send users away. */
export function safeReturnPath(candidate: unknown, fallback: string = paths.home): string {
  return typeof candidate === 'string' && /^\/(?![/\\])/.test(candidate) ? candidate : fallback;
}

/** readOnly=true in the current address. */
export function useReadOnlyParam(): boolean {
  return isReadOnlySearch(useLocation().search);
}

/** The one way to build an in-app target: keeps readOnly=true when the current page has it. */
export function useAppHref(): (to: string) => string {
  const readOnly = useReadOnlyParam();
  // Stable while readOnly is unchanged, so effects that depend on it do not re-run on every render.
  return useCallback((to: string) => withReadOnly(to, readOnly), [readOnly]);
}

/**
 * navigate() that keeps readOnly=true. Stable while readOnly is unchanged: the declarative router's own
 * navigate() changes on every location change, and effects that depend on it (the onboarding machines'
 * step sync) must not re-run for that.
 */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  useLayoutEffect(() => {
    latestNavigate.current = navigate;
  }, [navigate]);
  const href = useAppHref();
  return useCallback((to: string, options?: NavigateOptions) => void latestNavigate.current(href(to), options), [href]);
}

/**
 * Writes `params` into the address in place (replace), with history `state`, unless the address already
 * holds them. Stable across location changes: react-router's own setSearchParams changes with every
 * address, so an effect depending on it ran once more after its own update committed and navigated again.
 * That second run could come after the user had already left (a new petition's page): its navigate, resolved
 * against the old page, replaced the new address and sent the user back (issue 35, CI).
 */
export function useReplaceSearch(): (params: URLSearchParams, state?: unknown) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const latest = useRef({ navigate, search });
  useLayoutEffect(() => {
    latest.current = { navigate, search };
  }, [navigate, search]);
  return useCallback((params: URLSearchParams, state?: unknown) => {
    const query = params.toString();
    if ((query ? `?${query}` : '') === latest.current.search) return;
    latest.current.navigate(`?${query}`, { replace: true, state });
  }, []);
}

type AppLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** An in-app link that keeps readOnly=true. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, ...rest }, ref) {
  const href = useAppHref();
  return <Link ref={ref} to={href(to)} {...rest} />;
});

type AppNavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

export const AppNavLink = forwardRef<HTMLAnchorElement, AppNavLinkProps>(function AppNavLink({ to, ...rest }, ref) {
  const href = useAppHref();
  return <NavLink ref={ref} to={href(to)} {...rest} />;
});

/** A redirect that keeps readOnly=true. */
export function AppNavigate({ to, replace = true }: { to: string; replace?: boolean }) {
  const href = useAppHref();
  return <Navigate to={href(to)} replace={replace} />;
}
