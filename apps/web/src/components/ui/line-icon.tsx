import type { ReactNode } from 'react';

/**
 * An icon drawn inline in lucide's style (24-unit box, 2-unit round strokes in the text colour), for the few
 * icons worth not taking from the icon library: one on every first page, or one drawn dozens of times.
 */
export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
