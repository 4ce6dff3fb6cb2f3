import type { DemoAccount } from '@app/domain';
import { escapeHtml, renderPage } from './html.ts';

export interface SignInPageOptions {
  assetsPath: string;
  /** Demo mode: one button per demo account (posting field `sub` here) and the password hint. Absent: neither. */
  demo?: { action: string; accounts: readonly DemoAccount[]; password: string };
  /**
   * Demo mode: the form by which a person staff invited signs in with the invited address (field `email`);
   * `notInvited` is the address just refused. Absent: no such form.
   */
  invited?: { action: string; notInvited?: string };
  /** Where the e-mail and password form posts (fields `email`, `password`). */
  passwordAction: string;
  /** Set after a refused attempt: the e-mail stays in the form. */
  failedEmail?: string;
  /** Set when too many wrong passwords came before: how long to wait, in words ("2 minutes"). */
  waitBeforeRetry?: string;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const NOT_INVITED_MESSAGE =
  'No portal invitation was sent to this address. Check it against the invitation e-mail, or ask the staff working on your case to invite you.';

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
${options.invited ? invitedSection(options.invited) : ''}
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

function invitedSection(invited: NonNullable<SignInPageOptions['invited']>): string {
  const refused = invited.notInvited !== undefined;
  const errorAttributes = refused ? ' aria-invalid="true" aria-describedby="invited-error" autofocus' : '';
  return `<section aria-labelledby="invited-heading">
<h2 id="invited-heading">Invited to the portal</h2>
<p class="hint">Staff invited you by e-mail? Sign in with the invited address. In this demo the address is enough; a production server's identity provider checks it.</p>
${refused ? `<p class="error" id="invited-error" role="alert">${escapeHtml(NOT_INVITED_MESSAGE)}</p>` : ''}
<form method="post" action="${escapeHtml(invited.action)}" class="password-form">
<label for="invited-email">Invited e-mail address</label>
<input id="invited-email" name="email" type="email" autocomplete="email" required value="${escapeHtml(invited.notInvited ?? '')}"${errorAttributes}>
<button type="submit" class="primary">Sign in as the invited person</button>
</form>
</section>`;
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
