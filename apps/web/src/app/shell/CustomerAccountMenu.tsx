import { LOCALE_NAMES, LOCALES, type Locale } from '@app/domain';
import { useLingui } from '@lingui/react';
import { toast } from 'sonner';
import { AccountMenu, type AccountMenuLabels } from '@/components/layout/AccountMenu.tsx';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu.tsx';
import { useChooseLocale } from '@/lib/i18n/use-choose-locale.ts';

/**
 * The customer shell's avatar menu in the person's language, with the language picker (issue 36): each language
 * named in itself, the choice saved on the server. Staff's menu (AdminShell) stays English and has no picker.
 */
export function CustomerAccountMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { i18n } = useLingui();
  const { choose, saving } = useChooseLocale();
  const labels: AccountMenuLabels = {
    menu: i18n._({ id: 'accountMenu.menu', message: 'Account menu: ' }),
    teams: i18n._({ id: 'accountMenu.teams', message: 'Teams' }),
    personal: i18n._({ id: 'accountMenu.personal', message: 'Personal' }),
    theme: i18n._({ id: 'accountMenu.theme', message: 'Theme' }),
    themes: {
      light: i18n._({ id: 'accountMenu.theme.light', message: 'Light' }),
      dark: i18n._({ id: 'accountMenu.theme.dark', message: 'Dark' }),
      system: i18n._({ id: 'accountMenu.theme.system', message: 'System' }),
    },
    logout: i18n._({ id: 'accountMenu.logout', message: 'Logout' }),
  };
  const onChoose = (value: string) => {
    const locale = LOCALES.find((candidate) => candidate === value);
    if (!locale || locale === i18n.locale) return;
    choose(locale).catch(() => {
      toast.error(i18n._({ id: 'accountMenu.language.failed', message: 'The language could not be saved. Try again.' }));
    });
  };
  return (
    <AccountMenu defaultOpen={defaultOpen} labels={labels}>
      <DropdownMenuSeparator />
      <DropdownMenuLabel>{i18n._({ id: 'accountMenu.language', message: 'Language' })}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={i18n.locale} onValueChange={onChoose}>
        {LOCALES.map((locale: Locale) => (
          <DropdownMenuRadioItem key={locale} value={locale} lang={locale} disabled={saving}>
            {LOCALE_NAMES[locale]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </AccountMenu>
  );
}
