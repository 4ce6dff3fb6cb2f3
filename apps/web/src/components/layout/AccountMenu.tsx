import { THEMES, type Theme } from '@app/domain';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAnalytics } from '@/lib/analytics.ts';
import { useAppHref } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.tsx';
import { useTheme } from '@/lib/theme.tsx';
import { Button } from '../ui/button.tsx';
import { initials } from './account-initials.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';

export { initials } from './account-initials.ts';

/** The menu's own words; the customer shell passes them in the person's language (issue 36), staff see English. */
export interface AccountMenuLabels {
  menu: string;
  teams: string;
  personal: string;
  theme: string;
  themes: Record<Theme, string>;
  logout: string;
}

const ENGLISH_LABELS: AccountMenuLabels = {
  menu: 'Account menu: ',
  teams: 'Teams',
  personal: 'Personal',
  theme: 'Theme',
  themes: { light: 'Light', dark: 'Dark', system: 'System' },
  logout: 'Logout',
};

/**
 * The avatar menu: Teams and Personal groups, theme, Logout (spec 1 §2). `defaultOpen` opens it on mount:
 * the customer shell loads it after the first paint and opens it when it was clicked before that. `children`
 * are more groups above Logout (the customer's language picker).
 */
export function AccountMenu({
  showAccounts = true,
  defaultOpen,
  labels = ENGLISH_LABELS,
  children,
}: {
  showAccounts?: boolean;
  defaultOpen?: boolean;
  labels?: AccountMenuLabels;
  children?: ReactNode;
}) {
  const session = useSession();
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  const href = useAppHref();
  const track = useAnalytics();
  const { account, teams, personal } = session;
  // The admin shell shows who is signed in; the customer shell the account being viewed.
  const person = showAccounts ? session.user : session.me;
  const buttonName = showAccounts ? account.name : session.me.fullName;

  const choose = (id: string) => {
    const next = id === personal.id ? personal : teams.find((team) => team.id === id);
    if (!next) return;
    session.selectAccount(next);
    track('account_switched', { kind: next.kind });
    void navigate(href(paths.home));
  };

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" allowInReadOnly className="h-10 gap-2 px-2">
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials(person.fullName)}
          </span>
          <span className="sr-only">{labels.menu}</span>
          <span className="max-sm:sr-only text-sm">{buttonName}</span>
        </Button>
      </DropdownMenuTrigger>
      {/* Portalled out of the shell: fingertip-sized items on phones need the shell's utility here too (issue 26). */}
      <DropdownMenuContent align="end" className="phone-touch-targets">
        <DropdownMenuLabel className="text-foreground">
          {person.fullName}
          {person.email && <span className="block font-normal text-muted-foreground">{person.email}</span>}
        </DropdownMenuLabel>
        {showAccounts && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuRadioGroup value={account.id} onValueChange={choose}>
              {teams.length > 0 && <DropdownMenuLabel>{labels.teams}</DropdownMenuLabel>}
              {teams.map((team) => (
                <DropdownMenuRadioItem key={team.id} value={team.id}>
                  {team.name}
                </DropdownMenuRadioItem>
              ))}
              <DropdownMenuLabel>{labels.personal}</DropdownMenuLabel>
              <DropdownMenuRadioItem value={personal.id}>{personal.name}</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{labels.theme}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {THEMES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {labels.themes[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {children}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.logout)}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {labels.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
