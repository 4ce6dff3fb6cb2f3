import type { DemoAccount } from '@app/domain';
import { escapeHtml, renderPage } from './html.ts';

export interface SignInPageOptions {
  assetsPath: string;
  /** Demo mode: one button per demo account (posting field `sub` here) and the password hint. Absent: neither. */
  demo?: { action: string; accounts: readonly DemoAccount[]; password: string };
  /** Where the e-mail and password form posts (fields `email`, `password`). */
  passwordAction: string;
  /** Set after a refused attempt: the e-mail stays in the form. */
  failedEmail?: string;
  /** Set when too many wrong passwords came before: how long to wait, in words ("2 minutes"). */
  waitBeforeRetry?: string;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

export function tooManyAttemptsMessage(wait: string): string {
  return `Too many wrong passwords. For your account's safety, wait ${wait} and try again.`;
}

/** The built-in provider's sign-in page: the password form, and in demo mode one button per demo account. */
export function renderSignInPage(options: SignInPageOptions): string {
  const failed = options.failedEmail !== undefined;
  const message = options.waitBeforeRetry ? tooManyAttemptsMessage(options.waitBeforeRetry) : INVALID_CREDENTIALS_MESSAGE;
  const errorAttributes = failed ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const body = `<main class="card">
<h1>Sign in to Petition Studio</h1>
${options.demo ? demoSection(options.demo) : ''}
<section aria-labelledby="password-heading">
<h2 id="password-heading">Sign in with e-mail and password</h2>
${failed ? `<p class="error" id="sign-in-error" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${escapeHtml(options.passwordAction)}" class="password-form">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.failedEmail ?? '')}"${errorAttributes}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${errorAttributes}${failed ? ' autofocus' : ''}>
${options.demo ? `<p class="hint">Every demo account uses the password <code>${escapeHtml(options.demo.password)}</code>.</p>` : ''}
<button type="submit" class="primary">Sign in</button>
</form>
</section>
</main>`;
  return renderPage({
    title: options.demo ? 'Sign in – Petition Studio (demo)' : 'Sign in – Petition Studio',
    assetsPath: options.assetsPath,
    body,
  });
}

function demoSection(demo: NonNullable<SignInPageOptions['demo']>): string {
  const accountItems = demo.accounts
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
  return `<p class="notice">Demo sign-in. This built-in identity provider is for demos and development; a production server signs in with an external OpenID Connect issuer.</p>
<section aria-labelledby="demo-heading">
<h2 id="demo-heading">Demo accounts</h2>
<form method="post" action="${escapeHtml(demo.action)}">
<ul class="accounts">
${accountItems}
</ul>
</form>
</section>`;
}
