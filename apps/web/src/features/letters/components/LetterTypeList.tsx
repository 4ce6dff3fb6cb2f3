import { LETTER_TYPES, type LetterType } from '@app/domain';
import { cn } from '@/lib/utils.ts';
import { LETTER_TYPE_LABELS } from '../draft-fields.ts';

/** The left panel: the eight letters (spec 2 §2.3, §9); the chosen one is marked for assistive technology too. */
export function LetterTypeList({ value, onChange }: { value: LetterType; onChange: (type: LetterType) => void }) {
  return (
    <nav aria-label="Letter types">
      <ul className="space-y-1">
        {LETTER_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              aria-current={type === value ? 'true' : undefined}
              onClick={() => onChange(type)}
              className={cn(
                'w-full rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                type === value && 'bg-primary text-primary-foreground hover:bg-primary/90',
              )}
            >
              {LETTER_TYPE_LABELS[type]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
