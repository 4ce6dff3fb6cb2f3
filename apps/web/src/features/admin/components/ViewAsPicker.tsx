import { PICKER_MAX_HEIGHT_PX } from '@app/domain';
import { Building2, User } from 'lucide-react';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '../../../components/ui/command.tsx';
import { useViewAsAccounts } from '../api/accounts.ts';

/** Pick a person or a company to view the customer portal as (workspace override). */
export function ViewAsPicker({ onPick }: { onPick: (id: string) => void }) {
  const { data, loading, error } = useViewAsAccounts();
  const users = data?.allUsers?.nodes ?? [];
  const companies = data?.allCompanies?.nodes ?? [];
  return (
    <Command label="Accounts" className="rounded-md border">
      <CommandInput placeholder="Search people and companies..." aria-label="Search accounts" />
      <CommandList style={{ maxHeight: PICKER_MAX_HEIGHT_PX }}>
        {loading && <div className="py-4 text-center text-sm text-muted-foreground">Loading...</div>}
        {error && (
          <div role="alert" className="py-4 text-center text-sm text-destructive">
            Unexpected error occurred
          </div>
        )}
        <CommandEmpty>No options found.</CommandEmpty>
        {users.length > 0 && (
          <CommandGroup heading="People">
            {users.map((user) => (
              <CommandItem
                key={user.id}
                value={`user ${user.fullName} ${user.email ?? ''} ${user.id}`}
                onSelect={() => onPick(user.id)}
              >
                <User aria-hidden="true" className="h-4 w-4" />
                {user.fullName}
                {user.email && <span className="text-xs text-muted-foreground">{user.email}</span>}
              </CommandItem>
            ))}
          </CommandGroup>
        )}
        {companies.length > 0 && (
          <CommandGroup heading="Companies">
            {companies.map((company) => (
              <CommandItem
                key={company.id}
                value={`company ${company.dbaName} ${company.id}`}
                onSelect={() => onPick(company.id)}
              >
                <Building2 aria-hidden="true" className="h-4 w-4" />
                {company.dbaName}
              </CommandItem>
            ))}
          </CommandGroup>
        )}
      </CommandList>
    </Command>
  );
}
