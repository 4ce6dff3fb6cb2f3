import { escapeHtml, renderPage } from './html.ts';

/** The provider's logout form always carries this id (oidc-provider's end_session action). */
export const LOGOUT_FORM_ID = 'op.logoutForm';
export const SUBMIT_LOGOUT_SCRIPT = 'submit-logout-form.js';

/**
 * The app asked to sign out and said where to go next: no question, the form
 * (which carries the provider's CSRF token) is submitted by a script file —
 * allowed by `script-src 'self'`, unlike an inline script. The button remains
 * for browsers without JavaScript.
 */
export function renderSigningOutPage(assetsPath: string, logoutForm: string): string {
  const body = `<main class="card">
<h1>Signing you out…</h1>
${logoutForm}
<input type="hidden" form="${LOGOUT_FORM_ID}" name="logout" value="yes">
<p>If nothing happens, continue below.</p>
<button type="submit" form="${LOGOUT_FORM_ID}" class="primary">Continue</button>
</main>`;
  return renderPage({ title: 'Signing out – Petition Studio', assetsPath, body, scripts: [SUBMIT_LOGOUT_SCRIPT] });
}

/** Logout requested without a return address (typed by hand, or a foreign link): ask first. */
export function renderConfirmSignOutPage(assetsPath: string, logoutForm: string): string {
  const body = `<main class="card">
<h1>Sign out of Petition Studio?</h1>
${logoutForm}
<div class="actions">
<button type="submit" form="${LOGOUT_FORM_ID}" name="logout" value="yes" class="primary">Yes, sign me out</button>
<button type="submit" form="${LOGOUT_FORM_ID}">No, stay signed in</button>
</div>
</main>`;
  return renderPage({ title: 'Sign out – Petition Studio', assetsPath, body });
}

export function renderSignedOutPage(assetsPath: string, appUrl: string): string {
  const body = `<main class="card">
<h1>You are signed out</h1>
<p><a href="${escapeHtml(appUrl)}">Return to Petition Studio</a></p>
</main>`;
  return renderPage({ title: 'Signed out – Petition Studio', assetsPath, body });
}
