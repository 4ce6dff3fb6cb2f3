import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';

/**
 * Browser APIs Radix and cmdk use that jsdom lacks (layout observers, pointer capture, scrolling);
 * call once in a test file's beforeAll.
 */
export function installDomStubs(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}

/** Renders inside a router and the read-only context, as the app does; readOnly=true in the address when asked. */
export function renderInApp(ui: ReactNode, { readOnly = false }: { readOnly?: boolean } = {}) {
  return render(
    <MemoryRouter initialEntries={[readOnly ? '/?readOnly=true' : '/']}>
      <ReadOnlyProvider>{ui}</ReadOnlyProvider>
    </MemoryRouter>,
  );
}

/** An Apollo client answering from `mocks`, for a test that also looks at the client (the queries it holds). */
export function createMockClient(mocks: MockLink.MockedResponse[]): ApolloClient {
  return new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) });
}
