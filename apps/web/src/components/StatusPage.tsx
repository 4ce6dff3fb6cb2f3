import type { ReactNode } from 'react';

/** A whole-page message while something happens (sign-in, loading) or went wrong. */
export function StatusPage({ children, tone = 'status' }: { children: ReactNode; tone?: 'status' | 'alert' }) {
  return (
    <main className="status-page">
      <h1>Petition Studio</h1>
      <div role={tone} className={tone === 'alert' ? 'status-page__error' : undefined}>
        {children}
      </div>
    </main>
  );
}
