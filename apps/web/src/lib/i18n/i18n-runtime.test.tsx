import { useLingui } from '@lingui/react';
import { startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerI18nProvider } from './i18n-runtime.tsx';

function Greeting() {
  const { i18n } = useLingui();
  return <p>language {i18n.locale}</p>;
}

async function waitFor(done: () => boolean | undefined): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5_000) throw new Error('the provider never rendered its children');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const previousActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previousActEnvironment;
});

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

/** Renders the provider as the customer shell does (a transition, first visit: the catalogue not yet loaded). */
async function renderProvider(locale: 'en' | 'es') {
  const errors: unknown[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  // React's development build reports the broken replay on the console ("called use() to suspend in a previous
  // render but did not call use() when it finished"); the production build throws error 467 and recovers from it by
  // rendering the whole root again, synchronously.
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.join(' ')));
  const root = createRoot(container, {
    onRecoverableError: (error) => errors.push(error),
    onCaughtError: (error) => errors.push(error),
    onUncaughtError: (error) => errors.push(error),
  });
  // React's own scheduler, not act(): act renders in its own queue, where this replay does not happen.
  startTransition(() =>
    root.render(
      <Suspense fallback={<p>loading</p>}>
        <CustomerI18nProvider locale={locale}>
          <Greeting />
        </CustomerI18nProvider>
      </Suspense>,
    ),
  );
  await waitFor(() => container.textContent?.startsWith('language'));
  consoleError.mockRestore();
  return { container, errors, root };
}

describe('CustomerI18nProvider', () => {
  it('renders English on a first visit (its catalogue is in the runtime: loaded in a microtask) without an error', async () => {
    // The case of every page load: the promise settles while React waits on it, so React replays the component.
    const { container, errors } = await renderProvider('en');
    expect(container.textContent).toBe('language en');
    expect(errors).toEqual([]);
  });

  it('renders once a downloaded catalogue has loaded, without an error React must recover from by rendering again', async () => {
    const { container, errors, root } = await renderProvider('es');
    expect(container.textContent).toBe('language es');
    expect(errors).toEqual([]);
    expect(document.documentElement.lang).toBe('es');
    root.unmount();
    expect(document.documentElement.lang).toBe('en');
  });

  it('renders at once, without suspending, a language already loaded', async () => {
    await renderProvider('en');
    const { container, errors } = await renderProvider('en');
    expect(container.textContent).toBe('language en');
    expect(errors).toEqual([]);
  });
});
