/**
 * Just enough of a browser for protocol tests: a cookie jar (names are unique
 * in these flows, so paths are ignored) and manual redirects, so each hop can
 * be inspected.
 */
export class BrowserLikeClient {
  readonly #cookies = new Map<string, string>();

  readonly baseUrl: string;
  private readonly extraHeaders: Record<string, string>;

  /** `extraHeaders` go with every request, e.g. X-Forwarded-For to play a client behind a proxy. */
  constructor(baseUrl: string, extraHeaders: Record<string, string> = {}) {
    this.baseUrl = baseUrl;
    this.extraHeaders = extraHeaders;
  }

  async request(pathOrUrl: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const url = new URL(pathOrUrl, this.baseUrl);
    const headers: Record<string, string> = { ...this.extraHeaders };
    if (url.origin === new URL(this.baseUrl).origin && this.#cookies.size) {
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    this.#store(response);
    return response;
  }

  /** Follows same-origin redirects; stops at a page, or at a redirect to another place (e.g. the app's /callback). */
  async follow(response: Response, stopAt?: (location: URL) => boolean): Promise<{ response: Response; location?: URL }> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current };
      const next = new URL(location, current.url || this.baseUrl);
      if (stopAt?.(next) || next.origin !== new URL(this.baseUrl).origin) return { response: current, location: next };
      current = await this.request(next.href);
    }
    throw new Error('Too many redirects');
  }

  #store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()),
      );
      if (expired || !value) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}
