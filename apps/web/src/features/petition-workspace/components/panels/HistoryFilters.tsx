import { useId } from 'react';
import { HISTORY_TABLE_LABELS } from '../../model/history-entry.ts';
import type { TreeOption } from '../../model/tree-options.ts';
import { FIELD_COLUMNS_CLASS } from '@/components/ui/field-columns.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

export interface HistoryFilterValues {
  /** '' (all), 'module:<id>' or 'exhibit:<id>'. */
  place: string;
  actorId: string;
  tableName: string;
}

export const NO_HISTORY_FILTERS: HistoryFilterValues = { place: '', actorId: '', tableName: '' };

interface HistoryFiltersProps {
  value: HistoryFilterValues;
  onChange: (value: HistoryFilterValues) => void;
  modules: readonly TreeOption[];
  exhibits: readonly TreeOption[];
  people: readonly { id: string; fullName: string }[];
}

/** Filters of the History panel; they only narrow the view, so they stay usable in read-only mode. */
export function HistoryFilters({ value, onChange, modules, exhibits, people }: HistoryFiltersProps) {
  const id = useId();
  const field = (key: keyof HistoryFilterValues, label: string, options: { value: string; label: string }[]) => (
    <div className="grid gap-1">
      <label htmlFor={`${id}-${key}`} className="text-xs font-medium">
        {label}
      </label>
      <NativeSelect
        allowInReadOnly
        id={`${id}-${key}`}
        value={value[key]}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        className="w-full"
      >
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <div className={FIELD_COLUMNS_CLASS}>
      {field('place', 'Module or exhibit', [
        ...modules.map((module) => ({ value: `module:${module.id}`, label: `Module: ${module.label}` })),
        ...exhibits.map((exhibit) => ({ value: `exhibit:${exhibit.id}`, label: `Exhibit: ${exhibit.label}` })),
      ])}
      {field(
        'actorId',
        'Person',
        people.map((person) => ({ value: person.id, label: person.fullName })),
      )}
      {field(
        'tableName',
        'Kind',
        Object.entries(HISTORY_TABLE_LABELS).map(([table, label]) => ({ value: table, label })),
      )}
    </div>
  );
}

/** The allPetitionChanges condition: only the filters in use (a null field would mean 'is null'). */
export function historyCondition(petitionId: string, filters: HistoryFilterValues) {
  const [kind, placeId] = filters.place.split(':');
  return {
    petitionId,
    ...(kind === 'module' && placeId ? { moduleId: placeId } : {}),
    ...(kind === 'exhibit' && placeId ? { exhibitId: placeId } : {}),
    ...(filters.actorId ? { actorId: filters.actorId } : {}),
    ...(filters.tableName ? { tableName: filters.tableName } : {}),
  };
}
