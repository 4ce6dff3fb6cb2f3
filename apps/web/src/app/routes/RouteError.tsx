import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage.tsx';
import { reportError } from '../../lib/error-reporting.ts';

/** A route that threw (or whose chunk failed to load): reported, then the error page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => reportError(error, 'route error'), [error]);
  return <ErrorPage standalone />;
}
