import { act, cleanup, render, screen } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { useNameToastRegion, useToastRegionLabel } from './toast-region-label.ts';

/** The app's one toaster as AppProvider renders it: named by whichever translated screen is mounted. */
function AppToaster() {
  return <Toaster containerAriaLabel={useToastRegionLabel()} />;
}

function TranslatedScreen({ label }: { label: string }) {
  useNameToastRegion(label);
  return <p>Pantalla</p>;
}

/** A customer page in `label`'s language, or (null) a staff page, above the app's toaster. */
function App({ label }: { label: string | null }) {
  return (
    <>
      {label !== null && <TranslatedScreen label={label} />}
      <AppToaster />
    </>
  );
}

afterEach(() => {
  // sonner keeps its toasts in a module-wide store.
  toast.dismiss();
  cleanup();
});

describe('the toasts region’s name', () => {
  it('is the mounted translated screen’s, follows its language, and is sonner’s English once it is gone', async () => {
    const { rerender } = render(<App label="Notificaciones" />);
    expect(screen.getByRole('region', { name: 'Notificaciones alt+T' })).toBeTruthy();
    rerender(<App label="通知" />);
    expect(screen.getByRole('region', { name: '通知 alt+T' })).toBeTruthy();
    // To a staff page: the same toaster stays, so a toast shown just before the navigation is still there.
    act(() => {
      toast('Guardado');
    });
    await screen.findByText('Guardado');
    rerender(<App label={null} />);
    expect(screen.getByRole('region', { name: 'Notifications alt+T' })).toBeTruthy();
    expect(screen.getByText('Guardado')).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
