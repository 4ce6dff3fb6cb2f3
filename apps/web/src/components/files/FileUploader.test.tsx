import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/access-token.ts';
import { ClientConfigContext, type ClientConfig } from '@/lib/client-config.ts';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { FileUploader, type FileUploaderProps } from './FileUploader.tsx';

const config: ClientConfig = {
  oidcIssuer: 'http://localhost:3000/oidc',
  oidcClientId: 'web',
  oidcAudience: 'api',
  resourcesUrl: 'https://help.example.test/',
  researchAgentDocsUrl: 'http://localhost:3000/docs/research-agent.html',
  sentryDsn: null,
  uploadLimits: { maxBytes: 1024 * 1024, maxFiles: 15 },
};

const EXHIBIT_ID = '6f1c2b9e-8d4a-4c1e-9f3b-2a7d5e8c0b14';
const FILE_ID = 'b3e1f2a4-5c6d-4e7f-8a9b-0c1d2e3f4a5b';

function renderUploader(props: Partial<FileUploaderProps> = {}, path = '/docs') {
  return render(
    <ClientConfigContext.Provider value={config}>
      <MemoryRouter initialEntries={[path]}>
        <ReadOnlyProvider>
          <FileUploader
            kind="builder"
            label="Upload evidence"
            registration={{ path: 'exhibit', fields: { exhibitId: EXHIBIT_ID } }}
            {...props}
          />
        </ReadOnlyProvider>
      </MemoryRouter>
    </ClientConfigContext.Provider>,
  );
}

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });
const rows = () => within(screen.getByRole('list', { name: 'Uploads' })).getAllByRole('listitem');
const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name))!;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // What the app provider does for a signed-in user: the REST client sends this token.
  setAccessToken('token-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAccessToken(undefined);
});

const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('FileUploader', () => {
  it('labels the picker and offers it by keyboard', async () => {
    renderUploader();
    const input = screen.getByLabelText('Upload evidence') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toContain('.heic');
    // The hint names each format once, as people call it (not "JPG, JPEG, … MD, MARKDOWN").
    expect(screen.getByTestId('file-drop-zone').textContent).toContain(
      'Accepted: PNG, JPEG, HEIC, PDF, text, Markdown · up to 1 MB each · at most 15 files',
    );
    const button = screen.getByRole('button', { name: 'Choose files' });
    const clicked = vi.fn();
    input.addEventListener('click', clicked);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(clicked).toHaveBeenCalled();
  });

  it('refuses a wrong type, a duplicate and files over the limit before uploading, as orange rows', async () => {
    renderUploader({ existingNames: ['held.pdf'], maxFiles: 2 });
    fetchMock.mockReturnValue(new Promise(() => {}));
    await userEvent.upload(
      screen.getByLabelText('Upload evidence'),
      [new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }), pdf('held.pdf'), pdf('new.pdf'), pdf('extra.pdf')],
      { applyAccept: false },
    );
    expect(rowOf('tool.exe').dataset.resultCode).toBe('ErrorSelect');
    expect(rowOf('tool.exe').className).toContain('border-orange-500');
    expect(within(rowOf('tool.exe')).getByRole('img', { name: 'Error' })).toBeTruthy();
    expect(rowOf('held.pdf').textContent).toContain('"held.pdf" is already uploaded');
    expect(rowOf('new.pdf').dataset.resultCode).toBe('Uploading');
    expect(rowOf('extra.pdf').textContent).toContain('Maximum 2 files allowed');
    // Only the accepted file went to the server; refused rows offer remove, not retry.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(within(rowOf('tool.exe')).queryByRole('button', { name: /Retry/ })).toBeNull();
    await userEvent.click(within(rowOf('tool.exe')).getByRole('button', { name: 'Remove tool.exe' }));
    expect(rows().some((row) => row.textContent?.includes('tool.exe'))).toBe(false);
  });

  it('shows the presign failure with the server’s reason, and retries', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'Storage is unavailable' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderUploader();
    await userEvent.upload(screen.getByLabelText('Upload evidence'), pdf('award.pdf'));
    await waitFor(() => expect(rowOf('award.pdf').dataset.resultCode).toBe('ErrorBackend'));
    expect(rowOf('award.pdf').textContent).toContain('Backend error getting presigned URL');
    expect(rowOf('award.pdf').textContent).toContain('Storage is unavailable');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/db/presigned-upload');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toMatchObject({
      fileName: 'award.pdf',
      contentType: 'application/pdf',
      uploader: 'builder',
    });

    // Retry: the presign works now, the PUT target refuses the connection.
    fetchMock.mockResolvedValueOnce(
      jsonAnswer({ uploadUrl: 'http://127.0.0.1:9/nowhere', fileId: FILE_ID, s3Key: `uploads/${FILE_ID}` }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry award.pdf' }));
    await waitFor(() => expect(rowOf('award.pdf').textContent).toContain('Error uploading to S3'), { timeout: 5000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not trust a presign answer that breaks its contract: the row fails and nothing is PUT', async () => {
    const put = vi.spyOn(XMLHttpRequest.prototype, 'send');
    // An id that is no id and a key that is no string: a server (or proxy) answering something else.
    fetchMock.mockResolvedValueOnce(jsonAnswer({ uploadUrl: 'http://127.0.0.1:9/nowhere', fileId: 'not-an-id', s3Key: 42 }));
    renderUploader();
    await userEvent.upload(screen.getByLabelText('Upload evidence'), pdf('award.pdf'));
    await waitFor(() => expect(rowOf('award.pdf').dataset.resultCode).toBe('ErrorBackend'));
    expect(rowOf('award.pdf').textContent).toContain('Backend error getting presigned URL');
    expect(put).not.toHaveBeenCalled();
    put.mockRestore();
  });

  it('sends the registration with the target’s fields and fails on an answer whose id is no id', async () => {
    // The storage accepts the PUT, so the flow reaches registration.
    const put = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      Object.defineProperty(this, 'status', { value: 200 });
      this.onload?.(new ProgressEvent('load'));
    });
    fetchMock
      .mockResolvedValueOnce(
        jsonAnswer({ uploadUrl: 'https://bucket.example.test/upload', fileId: FILE_ID, s3Key: `uploads/${FILE_ID}` }),
      )
      .mockResolvedValueOnce(jsonAnswer({ id: 'not-an-id' }, 201));
    renderUploader();
    await userEvent.upload(screen.getByLabelText('Upload evidence'), pdf('award.pdf'));
    await waitFor(() => expect(rowOf('award.pdf').dataset.resultCode).toBe('ErrorBackend'));
    expect(rowOf('award.pdf').textContent).toContain('An error occurred while uploading the file');
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/db/upload/exhibit');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toEqual({
      s3Key: `uploads/${FILE_ID}`,
      fileId: FILE_ID,
      name: 'award.pdf',
      mimeType: 'application/pdf',
      exhibitId: EXHIBIT_ID,
    });
    put.mockRestore();
  });

  it('announces the files of one pick one after another, so a refetch never joins the previous one in flight', async () => {
    const put = vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      Object.defineProperty(this, 'status', { value: 200 });
      this.onload?.(new ProgressEvent('load'));
    });
    let presigned = 0;
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('presign')) {
        const fileId = `b3e1f2a4-5c6d-4e7f-8a9b-0c1d2e3f4a5${presigned++}`;
        return jsonAnswer({ uploadUrl: 'https://bucket.example.test/upload', fileId, s3Key: `uploads/${fileId}` });
      }
      return jsonAnswer({ id: FILE_ID, sizeBytes: 13 }, 201);
    });
    const releases: Array<() => void> = [];
    const onUploaded = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
    renderUploader({ onUploaded });
    await userEvent.upload(screen.getByLabelText('Upload evidence'), [pdf('one.pdf'), pdf('two.pdf')]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    // Both files are registered, but the second announcement waits for the first caller's refetch to end.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/db/upload/')).length).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onUploaded).toHaveBeenCalledTimes(1);
    releases[0]!();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2));
    releases[1]!();
    await waitFor(() => expect(rowOf('two.pdf').dataset.uploadState).toBe('success'));
    expect(rowOf('one.pdf').dataset.uploadState).toBe('success');
    put.mockRestore();
  });

  it('is disabled in read-only mode', async () => {
    renderUploader({}, '/docs?readOnly=true');
    expect((screen.getByLabelText('Upload evidence') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose files' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the camera beside the picker where photos are accepted, under names of their own (issue 26)', async () => {
    renderUploader({ existingNames: ['image.jpg'] });
    fetchMock.mockReturnValue(new Promise(() => {}));
    const input = screen.getByLabelText('Upload evidence') as HTMLInputElement;
    const opened: { capture: string | null; accept: string }[] = [];
    // Read after the uploader's own click handler (React's, on the root), as the browser's default action does.
    const record = (event: Event) => {
      if (event.target === input) opened.push({ capture: input.getAttribute('capture'), accept: input.accept });
    };
    document.addEventListener('click', record);
    // "Take a photo" opens the input as the camera; the picker (and a click on the label) opens it as before.
    await userEvent.click(screen.getByRole('button', { name: 'Take a photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Choose files' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a photo' }));
    expect(opened).toEqual([
      { capture: 'environment', accept: 'image/jpeg,image/png' },
      { capture: null, accept: expect.stringContaining('.pdf') as string },
      { capture: 'environment', accept: 'image/jpeg,image/png' },
    ]);
    document.removeEventListener('click', record);
    // The camera's photo arrives (the last click was "Take a photo"). Phones name every capture alike (iOS:
    // image.jpg); each photo gets a name of its own, so it is no duplicate of the held image.jpg.
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'image.jpg', { type: 'image/jpeg' })] },
    });
    const [row] = rows();
    expect(row!.textContent).toMatch(/photo-\d{4}-\d\d-\d\d-\d{6}\.jpg/);
    expect(row!.dataset.resultCode).toBe('Uploading');
  });

  it('takes one file in single-file mode', () => {
    renderUploader({ single: true });
    expect((screen.getByLabelText('Upload evidence') as HTMLInputElement).multiple).toBe(false);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
  });
});
