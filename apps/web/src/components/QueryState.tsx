import { UNEXPECTED_ERROR_TEXT } from '@app/domain';
import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

/** The words of the loading and error states; the customer shell provides them in the person's language (issue 36). */
export interface QueryStateTexts {
  loading: string;
  error: string;
}

export const QueryStateTextsContext = createContext<QueryStateTexts>({ loading: 'Loading...', error: UNEXPECTED_ERROR_TEXT });

export interface QueryStateProps {
  loading: boolean;
  error?: unknown;
  /**
   * Whether data is already at hand: a refetch or poll then keeps showing it instead of the skeleton,
   * and an error beside it does not hide it.
   */
  hasData?: boolean;
  /** The answer came and has nothing to show: `empty` is shown instead of the children. */
  isEmpty?: boolean;
  empty?: ReactNode;
  /** Skeleton rows while loading (default 3). */
  skeletonRows?: number;
  /** Smaller skeleton and texts, for lists inside pickers and cards. */
  compact?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * What a screen shows for a query: a skeleton while it loads, 'Unexpected error occurred' when it fails,
 * the empty text when the answer has nothing in it, otherwise the children. The one place for these
 * states, so every screen words and announces them the same way.
 */
export function QueryState({
  loading,
  error,
  hasData = false,
  isEmpty = false,
  empty,
  skeletonRows = 3,
  compact = false,
  className,
  children,
}: QueryStateProps) {
  if (error && !hasData) return <QueryError compact={compact} className={className} />;
  if (loading && !hasData) return <LoadingSkeleton rows={skeletonRows} compact={compact} className={className} />;
  if (isEmpty) {
    return <div className={cn('text-sm text-muted-foreground', compact ? 'px-2 py-4 text-center' : '', className)}>{empty}</div>;
  }
  return <>{children}</>;
}

/** 'Unexpected error occurred', announced as an alert. */
export function QueryError({ compact = false, className }: { compact?: boolean; className?: string }) {
  const texts = useContext(QueryStateTextsContext);
  return (
    <p role="alert" className={cn('text-destructive', compact ? 'px-2 py-4 text-center text-sm' : '', className)}>
      {texts.error}
    </p>
  );
}

/** Grey bars where the content will be; announced to screen readers as 'Loading...'. */
export function LoadingSkeleton({
  rows = 3,
  compact = false,
  className,
}: {
  rows?: number;
  compact?: boolean;
  className?: string;
}) {
  const texts = useContext(QueryStateTextsContext);
  return (
    <div role="status" aria-live="polite" className={cn('flex flex-col gap-2', compact ? 'p-2' : '', className)}>
      <span className="sr-only">{texts.loading}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={cn('animate-pulse rounded-md bg-muted', compact ? 'h-4' : 'h-6', index === rows - 1 && 'w-2/3')}
        />
      ))}
    </div>
  );
}
