import type { ReactNode } from 'react';

/** A whole-page message while something happens (sign-in, loading) or went wrong. */
export function StatusPage({ children, tone = 'status' }: { children: ReactNode; tone?: 'status' | 'alert' }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Petition Studio</h1>
      <div role={tone} className={tone === 'alert' ? 'text-destructive' : 'text-muted-foreground'}>
        {children}
      </div>
    </main>
  );
}
