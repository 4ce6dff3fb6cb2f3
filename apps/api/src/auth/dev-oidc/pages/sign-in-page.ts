import type { DemoAccount } from '@app/domain';
import { escapeHtml, renderPage } from './html.ts';

export interface SignInPageOptions {
  assetsPath: string;
  /** Where the demo-account buttons post (field `sub`). */
  demoAction: string;
  /** Where the e-mail and password form posts (fields `email`, `password`). */
  passwordAction: string;
  accounts: readonly DemoAccount[];
  demoPassword: string;
  /** Set after a failed attempt: the e-mail stays in the form. */
  failedEmail?: string;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

/** The development provider's sign-in page: one button per demo account, and a password form. */
export function renderSignInPage(options: SignInPageOptions): string {
  const failed = options.failedEmail !== undefined;
  const accountItems = options.accounts
    .map(
      (account, index) => `<li class="account">
<button type="submit" name="sub" value="${escapeHtml(account.sub)}" aria-describedby="account-${index}-description">
<span class="account-name">${escapeHtml(account.fullName)}</span>
<span class="account-email">${escapeHtml(account.email)}</span>
</button>
<p class="account-description" id="account-${index}-description">${escapeHtml(account.description)}</p>
</li>`,
    )
    .join('\n');

  const errorAttributes = failed ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const body = `<main class="card">
<h1>Sign in to Petition Studio</h1>
<p class="notice">Development sign-in. This built-in identity provider serves only until an external OpenID Connect issuer is configured.</p>
<section aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo accounts</h2>
<form method="post" action="${escapeHtml(options.demoAction)}">
<ul class="accounts">
${accountItems}
</ul>
</form>
</section>
<section aria-labelledby="password-heading">
<h2 id="password-heading">Sign in with e-mail and password</h2>
${failed ? `<p class="error" id="sign-in-error" role="alert">${INVALID_CREDENTIALS_MESSAGE}</p>` : ''}
<form method="post" action="${escapeHtml(options.passwordAction)}" class="password-form">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.failedEmail ?? '')}"${errorAttributes}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${errorAttributes}${failed ? ' autofocus' : ''}>
<p class="hint">Every demo account uses the password <code>${escapeHtml(options.demoPassword)}</code>.</p>
<button type="submit" class="primary">Sign in</button>
</form>
</section>
</main>`;
  return renderPage({ title: 'Sign in – Petition Studio (development)', assetsPath: options.assetsPath, body });
}
