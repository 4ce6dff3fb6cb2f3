import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteError.tsx';

function Broken(): never {
  throw new Error('page failed');
}

/** Leaves the failed page after a moment, as a click on a link outside the page (the rail) would. */
function LeaveAfterAMoment({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(to), 50);
    return () => clearTimeout(timer);
  }, [to, navigate]);
  return null;
}

function Routes() {
  return useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/fine', element: <p>Fine page</p> },
  ]);
}

describe('RouteErrorBoundary', () => {
  afterEach(cleanup);

  it('shows the error page for a page that throws, and the next page once the user moves on', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <LeaveAfterAMoment to="/fine" />
        <RouteErrorBoundary>
          <Routes />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong.' })).toBeTruthy();
    expect(await screen.findByText('Fine page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sorry, something went wrong.' })).toBeNull();
    consoleError.mockRestore();
  });
});
