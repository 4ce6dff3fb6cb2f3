import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/access-token.ts';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { FilePreviewDialog, type PreviewFile } from './FilePreviewDialog.tsx';

const LINK = 'https://files.example.test/signed/object?sig=abc';

/** What the stubbed server answers: the /db/download link, then the link's bytes. */
interface ServerStub {
  link?: { status: number } | 'network-error';
  content?: { status: number; body?: string; type?: string } | 'network-error';
}

let fetchMock: ReturnType<typeof vi.fn>;
let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

function stubServer({ link = { status: 200 }, content = { status: 200, body: 'bytes' } }: ServerStub = {}) {
  fetchMock = vi.fn(async (input: string | URL | Request) => {
    const url = String(input);
    if (url.startsWith('/db/download')) {
      if (link === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(link.status === 200 ? JSON.stringify({ link: LINK }) : JSON.stringify({ error: 'Forbidden' }), {
        status: link.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url === LINK) {
      if (content === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(content.body ?? '', {
        status: content.status,
        headers: { 'content-type': content.type ?? 'application/octet-stream' },
      });
    }
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  // jsdom has no object URLs.
  let next = 0;
  createObjectURL = vi.fn(() => `blob:http://localhost/object-${(next += 1)}`);
  revokeObjectURL = vi.fn();
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true, writable: true });
  // What the app provider does for a signed-in user: the REST client sends this token.
  setAccessToken('token-1');
});
afterEach(() => {
  setAccessToken(undefined);
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function withProviders(children: ReactNode, path = '/docs') {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ReadOnlyProvider>{children}</ReadOnlyProvider>
    </MemoryRouter>
  );
}

function renderDialog(file: PreviewFile, options: { path?: string; onOpenChange?: (open: boolean) => void } = {}) {
  const onOpenChange = options.onOpenChange ?? vi.fn();
  const view = render(withProviders(<FilePreviewDialog file={file} open onOpenChange={onOpenChange} />, options.path));
  return { ...view, onOpenChange };
}

const dialog = () => screen.getByRole('dialog');
/** The failures are logged for developers; keep the test output quiet. */
const quietConsoleErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});
const calledUrls = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('FilePreviewDialog', () => {
  it('shows a PDF in a frame through a blob: URL (DLG-011), titled by the file name', async () => {
    stubServer({ content: { status: 200, body: '%PDF-1.7', type: 'application/pdf' } });
    renderDialog({ id: 'f-1', name: 'Support letter.pdf', mimeType: 'application/pdf' });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(within(dialog()).getByRole('heading', { name: 'Support letter.pdf' })).toBeTruthy();
    expect(dialog().getAttribute('aria-describedby')).toBeTruthy();

    const frame = await within(dialog()).findByTitle('Support letter.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    const blob = createObjectURL.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(calledUrls()).toEqual(['/db/download?id=f-1', LINK]);
    const [, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    // The signed link gets no bearer token.
    const [, linkInit] = fetchMock.mock.calls[1]! as [string, RequestInit | undefined];
    expect(JSON.stringify(linkInit?.headers ?? {})).not.toMatch(/token-1/);
  });

  it('shows a PNG as an image (DLG-012)', async () => {
    stubServer({ content: { status: 200, body: 'png-bytes', type: 'image/png' } });
    renderDialog({ id: 'f-2', name: 'passport.png', mimeType: 'image/png' });
    const image = await within(dialog()).findByRole('img', { name: 'passport.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect((createObjectURL.mock.calls[0]![0] as Blob).type).toBe('image/png');
  });

  it('shows an HTML file as its literal source and renders nothing from it (DLG-013)', async () => {
    const markup = '<h1>Injected</h1><script>window.pwned = true</script><img src="x" onerror="window.pwned = true">';
    stubServer({ content: { status: 200, body: markup, type: 'text/html' } });
    renderDialog({ id: 'f-3', name: 'page.html', mimeType: 'text/html' });
    const source = await within(dialog()).findByLabelText('Contents of page.html');
    expect(source.tagName).toBe('PRE');
    expect(source.textContent).toBe(markup);
    expect(source.children).toHaveLength(0);
    expect(dialog().querySelector('h1, script, img, iframe')).toBeNull();
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('offers any other type as a download link (DLG-014)', async () => {
    stubServer();
    renderDialog({
      id: 'f-4',
      name: 'budget.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const link = await within(dialog()).findByRole('link', { name: 'Download budget.xlsx' });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(link.getAttribute('download')).toBe('budget.xlsx');
    expect(calledUrls()).toEqual(['/db/download?id=f-4']); // the bytes are not fetched
  });

  it("says 'Failed to load file' when the link cannot be fetched (DLG-015)", async () => {
    quietConsoleErrors();
    stubServer({ link: { status: 403 } });
    renderDialog({ id: 'f-5', name: 'letter.pdf', mimeType: 'application/pdf' });
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to load file');
    expect(calledUrls()).toEqual(['/db/download?id=f-5']);
  });

  it("does not trust a download answer that breaks its contract: 'Failed to load file', nothing fetched", async () => {
    quietConsoleErrors();
    fetchMock = vi.fn(async () => Response.json({ link: 'javascript:alert(1)//not a link', extra: true }, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderDialog({ id: 'f-5c', name: 'letter.pdf', mimeType: 'application/pdf' });
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to load file');
    expect(calledUrls()).toEqual(['/db/download?id=f-5c']);
  });

  it("says 'Failed to load file' when the request for the link fails", async () => {
    quietConsoleErrors();
    stubServer({ link: 'network-error' });
    renderDialog({ id: 'f-5b', name: 'notes.txt', mimeType: 'text/plain' });
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to load file');
  });

  it("says 'Failed to load file contents' when the link's content cannot be read (DLG-016)", async () => {
    quietConsoleErrors();
    stubServer({ content: { status: 403 } });
    renderDialog({ id: 'f-6', name: 'letter.pdf', mimeType: 'application/pdf' });
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to load file contents');
    expect(within(dialog()).queryByTitle('letter.pdf')).toBeNull();
  });

  it("says 'Failed to load file contents' when fetching the content fails (e.g. CORS)", async () => {
    quietConsoleErrors();
    stubServer({ content: 'network-error' });
    renderDialog({ id: 'f-6b', name: 'notes.md', mimeType: 'text/markdown' });
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Failed to load file contents');
  });

  it('shows a HEIC photo as an image of its JPEG rendition (variant=preview)', async () => {
    stubServer({ content: { status: 200, body: 'jpeg-bytes', type: 'image/jpeg' } });
    renderDialog({ id: 'f-7', name: 'IMG_0042.HEIC', mimeType: 'application/octet-stream' });
    const image = await within(dialog()).findByRole('img', { name: 'IMG_0042.HEIC' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(calledUrls()[0]).toBe('/db/download?id=f-7&variant=preview');
    expect((createObjectURL.mock.calls[0]![0] as Blob).type).toBe('image/jpeg');
  });

  it('revokes the object URL when closed, and closes on Escape', async () => {
    stubServer({ content: { status: 200, body: 'png-bytes', type: 'image/png' } });
    const file = { id: 'f-8', name: 'photo.png', mimeType: 'image/png' };
    const onOpenChange = vi.fn();
    const { rerender } = renderDialog(file, { onOpenChange });
    const image = await within(dialog()).findByRole('img', { name: 'photo.png' });
    const url = image.getAttribute('src');

    await userEvent.setup().keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(withProviders(<FilePreviewDialog file={file} open={false} onOpenChange={onOpenChange} />));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(revokeObjectURL).toHaveBeenCalledWith(url);
  });

  it('offers Download in read-only mode; it saves the bytes already fetched', async () => {
    stubServer({ content: { status: 200, body: 'plain text', type: 'text/plain' } });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDialog({ id: 'f-9', name: 'notes.txt', mimeType: 'text/plain' }, { path: '/docs?readOnly=true' });
    await within(dialog()).findByLabelText('Contents of notes.txt');
    const button = within(dialog()).getByRole('button', { name: 'Download' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);

    await userEvent.setup().click(button);
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('notes.txt');
    expect(anchor.href).toMatch(/^blob:/);
    expect(calledUrls()).toEqual(['/db/download?id=f-9', LINK]); // no second request
  });

  it('downloads the original of a HEIC photo through a fresh link, not the rendition', async () => {
    stubServer({ content: { status: 200, body: 'jpeg-bytes', type: 'image/jpeg' } });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDialog({ id: 'f-10', name: 'IMG_1.heic', mimeType: 'image/heic' });
    await within(dialog()).findByRole('img', { name: 'IMG_1.heic' });

    await userEvent.setup().click(within(dialog()).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calledUrls()[2]).toBe('/db/download?id=f-10');
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(LINK);
  });

  it('renders nothing while no file is given', () => {
    stubServer();
    render(withProviders(<FilePreviewDialog file={null} open onOpenChange={vi.fn()} />));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
