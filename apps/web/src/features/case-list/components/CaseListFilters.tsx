import {
  CASE_LIST_SEARCH_MAX,
  CASE_LIST_SORT_LABELS,
  CASE_LIST_SORTS,
  formatVisaClass,
  PETITION_STATUS_LABELS,
  PETITION_STATUSES,
  VISA_TYPE_CODES,
  type CaseListSort,
  type PetitionStatus,
  type TCaseListFilter,
} from '@app/domain';
import { useId } from 'react';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** Fills its column and may shorten: a long option ("Next deadline (soonest first)") must not widen the row. */
const FILTER_SELECT_CLASS = 'w-full min-w-0';

interface CaseListFiltersProps {
  value: TCaseListFilter;
  /** The search as typed (the list follows it after a pause). */
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (value: TCaseListFilter) => void;
}

/** The case list's filters as labelled native controls (keyboard and screen-reader ready as they are). */
export function CaseListFilters({ value, searchText, onSearchText, onChange }: CaseListFiltersProps) {
  const id = useId();
  const check = (key: 'mine' | 'overdue', label: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="h-4 w-4"
        checked={value[key]}
        onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Filter the case list</legend>
      <div className="flex flex-wrap gap-4">
        {check('mine', 'Only my cases')}
        {check('overdue', 'Only cases with overdue items')}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-search`} className="text-xs font-medium">
            Search names
          </label>
          <Input
            id={`${id}-search`}
            type="search"
            allowInReadOnly
            maxLength={CASE_LIST_SEARCH_MAX}
            placeholder="Beneficiary or petitioner"
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-status`} className="text-xs font-medium">
            Status
          </label>
          <NativeSelect
            id={`${id}-status`}
            className={FILTER_SELECT_CLASS}
            allowInReadOnly
            value={value.status ?? ''}
            onChange={(event) => onChange({ ...value, status: (event.target.value || undefined) as PetitionStatus | undefined })}
          >
            <option value="">All statuses</option>
            {PETITION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PETITION_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-visa`} className="text-xs font-medium">
            Visa class
          </label>
          <NativeSelect
            id={`${id}-visa`}
            className={FILTER_SELECT_CLASS}
            allowInReadOnly
            value={value.visaClass ?? ''}
            onChange={(event) => onChange({ ...value, visaClass: event.target.value || undefined })}
          >
            <option value="">All visa classes</option>
            {VISA_TYPE_CODES.map((code) => (
              <option key={code} value={code}>
                {formatVisaClass(code)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-sort`} className="text-xs font-medium">
            Sort by
          </label>
          <NativeSelect
            id={`${id}-sort`}
            className={FILTER_SELECT_CLASS}
            allowInReadOnly
            value={value.sort}
            onChange={(event) => onChange({ ...value, sort: event.target.value as CaseListSort })}
          >
            {CASE_LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {CASE_LIST_SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </fieldset>
  );
}
