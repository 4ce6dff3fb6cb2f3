import type { HistoryEntryView } from '../../model/history-entry.ts';
import { scrollToTreeNode } from './scroll-to-tree-node.ts';

/** One recorded change: who, when, what, each changed field old → new, and a link to its place in the tree. */
export function HistoryEntry({ entry }: { entry: HistoryEntryView }) {
  return (
    <article aria-label={`${entry.what} by ${entry.who}`} className="space-y-1 rounded-md border p-2 text-sm">
      <p>
        <span className="font-medium">{entry.what}</span> <span className="text-muted-foreground">by {entry.who}</span>
      </p>
      <p className="text-xs text-muted-foreground">{entry.when}</p>
      {entry.fields.length > 0 && (
        <dl className="space-y-0.5 text-xs">
          {entry.fields.map((field) => (
            <div key={field.field} className="flex flex-wrap gap-x-1 break-all">
              <dt className="font-medium">{field.field}:</dt>
              <dd>
                <span className="text-muted-foreground">{field.oldValue}</span> → <span>{field.newValue}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {entry.target && (
        <button
          type="button"
          className="text-xs text-primary underline"
          onClick={() => {
            if (entry.target) scrollToTreeNode(...entry.target.elementIds);
          }}
        >
          Show {entry.target.label}
        </button>
      )}
    </article>
  );
}
