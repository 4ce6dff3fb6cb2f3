import type { HistoryEntryView } from '../../model/history-entry.ts';
import { scrollToTreeNode } from './scroll-to-tree-node.ts';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One recorded change as sentences (issue 26): 'Alex Morgan changed Status from Pending Documents to
 * Submitted', or who updated or created what with one sentence per field beneath; when; and a link to its
 * place in the tree.
 */
export function HistoryEntry({ entry }: { entry: HistoryEntryView }) {
  // One changed field is the summary itself; several are listed under it.
  const only = entry.fields.length === 1 ? entry.fields[0] : undefined;
  const details = only && entry.summary.endsWith(only.sentence) ? [] : entry.fields;
  return (
    <article aria-label={entry.summary} className="space-y-1 rounded-md border p-2 text-sm">
      <p className="break-words font-medium">{entry.summary}</p>
      <p className="text-xs text-muted-foreground">{entry.when}</p>
      {details.length > 0 && (
        <ul aria-label="Changed fields" className="list-disc space-y-0.5 pl-4 text-xs">
          {details.map((field) => (
            <li key={field.field} className="break-words">
              {capitalize(field.sentence)}
            </li>
          ))}
        </ul>
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
