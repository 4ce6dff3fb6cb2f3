import { DEFAULT_DEBOUNCE_MS, PICKER_MAX_HEIGHT_PX } from '@app/domain';
import { Building2, User } from 'lucide-react';
import { useState } from 'react';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '@/components/ui/command.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useViewAsAccounts } from '../api/accounts.ts';
import { LoadingSkeleton, QueryError } from '@/components/QueryState.tsx';

/** Pick a person or a company to view the customer portal as (workspace override); the server searches. */
export function ViewAsPicker({ onPick }: { onPick: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, DEFAULT_DEBOUNCE_MS);
  const { accounts, loading, error } = useViewAsAccounts(debounced);
  // Until the debounced search has answered, an empty list is not yet 'No options found.'
  const searching = loading || query.trim() !== debounced.trim();
  const people = accounts.filter((account) => account.kind === 'PERSONAL');
  const companies = accounts.filter((account) => account.kind === 'TEAM');
  return (
    <Command label="Accounts" className="rounded-md border" shouldFilter={false}>
      <CommandInput
        placeholder="Search people and companies..."
        aria-label="Search accounts"
        value={query}
        onValueChange={setQuery}
      />
      <CommandList style={{ maxHeight: PICKER_MAX_HEIGHT_PX }} aria-busy={searching}>
        {searching && accounts.length === 0 && <LoadingSkeleton compact />}
        {error && <QueryError compact />}
        {!searching && !error && <CommandEmpty>No options found.</CommandEmpty>}
        {people.length > 0 && (
          <CommandGroup heading="People">
            {people.map((person) => (
              <CommandItem key={person.id} value={`user ${person.id}`} onSelect={() => onPick(person.id)}>
                <User aria-hidden="true" className="h-4 w-4" />
                {person.name}
                {person.email && <span className="text-xs text-muted-foreground">{person.email}</span>}
              </CommandItem>
            ))}
          </CommandGroup>
        )}
        {companies.length > 0 && (
          <CommandGroup heading="Companies">
            {companies.map((company) => (
              <CommandItem key={company.id} value={`company ${company.id}`} onSelect={() => onPick(company.id)}>
                <Building2 aria-hidden="true" className="h-4 w-4" />
                {company.name}
              </CommandItem>
            ))}
          </CommandGroup>
        )}
      </CommandList>
    </Command>
  );
}
