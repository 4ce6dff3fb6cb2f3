import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnglishI18n } from '@/lib/i18n/EnglishI18n.tsx';
import { SessionProvider, type Session } from '@/lib/session.tsx';
import { LazyAccountMenu } from './LazyAccountMenu.tsx';

// The real menu needs the router, Apollo and Radix; here it only says whether it mounted open.
vi.mock('./CustomerAccountMenu.tsx', () => ({
  CustomerAccountMenu: ({ defaultOpen }: { defaultOpen?: boolean }) => (
    <button type="button" data-testid="account-menu">
      {defaultOpen ? 'menu open' : 'menu closed'}
    </button>
  ),
}));

// The test decides when the first paint is over.
const pending: Array<() => void> = [];
vi.mock('./after-first-paint.ts', () => ({
  afterFirstPaint: (task: () => void) => {
    pending.push(task);
    return () => {};
  },
}));

afterEach(() => {
  cleanup();
  pending.length = 0;
});

const personal = { kind: 'personal' as const, id: 'u1', name: 'Priya Sharma' };
const session: Session = {
  signedInUserId: 'u1',
  isAdmin: false,
  me: { fullName: 'Priya Sharma', email: null, locale: null },
  user: { id: 'u1', fullName: 'Priya Sharma', email: null, portalOnboarded: false },
  personal,
  teams: [],
  account: personal,
  selectAccount: () => {},
  overridingWsId: null,
  setWorkspaceOverride: () => {},
};

function renderMenu() {
  render(
    <EnglishI18n>
      <SessionProvider session={session}>
        <LazyAccountMenu />
      </SessionProvider>
    </EnglishI18n>,
  );
}

describe('LazyAccountMenu', () => {
  it('shows the account button at once and the menu, closed, after the first paint', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: /^Account menu: ?Priya Sharma$/ });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByTestId('account-menu')).toBeNull();
    act(() => pending.forEach((task) => task()));
    expect((await screen.findByTestId('account-menu')).textContent).toBe('menu closed');
  });

  it('opens the menu once loaded when the button was pressed before', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /^Account menu: ?Priya Sharma$/ }));
    expect((await screen.findByTestId('account-menu')).textContent).toBe('menu open');
  });

  it('opens the menu once loaded when the button was pressed and the release fell on the real button', async () => {
    renderMenu();
    // The real button replaced the placeholder between press and release: no click fires on either.
    await userEvent.pointer({
      keys: '[MouseLeft>]',
      target: screen.getByRole('button', { name: /^Account menu: ?Priya Sharma$/ }),
    });
    expect((await screen.findByTestId('account-menu')).textContent).toBe('menu open');
  });

  it('hands the focus to the real button when the placeholder had it', async () => {
    renderMenu();
    screen.getByRole('button', { name: /^Account menu: ?Priya Sharma$/ }).focus();
    act(() => pending.forEach((task) => task()));
    const menu = await screen.findByTestId('account-menu');
    expect(document.activeElement).toBe(menu);
  });
});
