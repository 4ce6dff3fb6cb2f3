import { DEMO_ACCOUNTS, type Archetype, type DemoAccountKey } from '@app/domain';
import { makeUser, makeUserData, type UserDataRow } from '../factories/index.ts';
import type { DemoContext } from './context.ts';
import type { Person } from './records.ts';

export interface DemoUser {
  fullName: string;
  email: string;
  sub?: string;
  archetype?: Archetype | null;
  bio?: string | null;
  portalOnboarded?: boolean;
  createdDaysAgo: number;
}

export function addUser(ctx: DemoContext, user: DemoUser): Person {
  const id = ctx.rng.uuid();
  const createdAt = ctx.at(user.createdDaysAgo);
  ctx.add(
    'users',
    makeUser({
      id,
      email: user.email,
      full_name: user.fullName,
      bio: user.bio ?? null,
      archetype: user.archetype ?? null,
      portal_onboarded: user.portalOnboarded ?? false,
      auth0_sub: user.sub ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    }),
  );
  return { id, fullName: user.fullName, email: user.email };
}

/** The row's values are worked out (and drawn) by the caller before its id is drawn here. */
export function addUserData(ctx: DemoContext, row: Omit<Partial<UserDataRow>, 'id'> & Pick<UserDataRow, 'user_id'>): void {
  const id = ctx.rng.uuid();
  ctx.add('user_data', makeUserData({ ...row, id }));
}

export function demoAccount(key: DemoAccountKey) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!account) throw new Error(`Demo account ${key} is missing from @app/domain`);
  return account;
}
