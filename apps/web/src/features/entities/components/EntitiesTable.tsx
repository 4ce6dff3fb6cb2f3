import { ENTITY_TYPE_DIALOG_LABELS, type EntityType } from '@app/domain';
import { cn } from '@/lib/utils.ts';

export interface EntityRow {
  type: EntityType;
  id: string;
  name: string;
  description: string;
  /** A person's e-mail address; null for companies, other entities and people without one. */
  email?: string | null;
}

/** The listing: each name is a button that opens the row in the editor. */
export function EntitiesTable({
  rows,
  selectedId,
  onSelect,
}: {
  rows: readonly EntityRow[];
  selectedId: string | null;
  onSelect: (row: EntityRow) => void;
}) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <thead className="border-b text-muted-foreground">
        <tr>
          <th scope="col" className="w-2/5 py-2 pr-3 font-medium">
            Name
          </th>
          <th scope="col" className="w-32 py-2 pr-3 font-medium">
            Type
          </th>
          <th scope="col" className="py-2 font-medium">
            Description
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.type}-${row.id}`} className={cn('border-b', row.id === selectedId && 'bg-accent')}>
            {/* A long name wraps, even one without spaces (a pasted URL): it must not widen the page. */}
            <td className="py-2 pr-3" style={{ overflowWrap: 'anywhere' }}>
              <button
                type="button"
                className="text-left font-medium underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-pressed={row.id === selectedId}
                onClick={() => onSelect(row)}
              >
                {row.name || '(unnamed)'}
              </button>
              {row.email && <span className="block text-xs text-muted-foreground">{row.email}</span>}
            </td>
            <td className="py-2 pr-3 whitespace-nowrap">{ENTITY_TYPE_DIALOG_LABELS[row.type]}</td>
            <td className="max-w-md truncate py-2 text-muted-foreground">{row.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
