import { escapeHtml, renderPage } from './html.ts';

/** Shown for protocol errors the provider cannot send back to the app (bad client, bad redirect URI…). */
export function renderErrorPage(
  assetsPath: string,
  appUrl: string,
  error: { error: string; error_description?: string },
): string {
  const body = `<main class="card">
<h1>Sign-in could not continue</h1>
<p class="error">${escapeHtml(error.error_description ?? error.error)}</p>
<p>Error code: <code>${escapeHtml(error.error)}</code></p>
<p><a href="${escapeHtml(appUrl)}">Return to Petition Studio</a></p>
</main>`;
  return renderPage({ title: 'Sign-in error – Petition Studio', assetsPath, body });
}
