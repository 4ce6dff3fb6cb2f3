import { timingSafeEqual } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@app/domain';

/** The development provider's user directory: the demo accounts, one shared password. */
export function findDemoAccountBySub(sub: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.sub === sub);
}

export function findDemoAccountByCredentials(email: string, password: string): DemoAccount | undefined {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase());
  return account && passwordMatches(password) ? account : undefined;
}

function passwordMatches(password: string): boolean {
  const given = Buffer.from(password);
  const expected = Buffer.from(DEMO_PASSWORD);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The claims a demo account carries in ID tokens, userinfo and access tokens. */
export function demoAccountClaims(account: DemoAccount) {
  return { sub: account.sub, email: account.email, email_verified: true, name: account.fullName };
}
