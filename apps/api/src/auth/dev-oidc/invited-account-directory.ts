import type pg from 'pg';

/**
 * The development provider's second kind of account, demo mode only: a person staff invited to the portal. An
 * external identity provider lets such a person sign up with the invited address and vouches for it (a verified
 * e-mail), and the API links them by it (app_private.provision_user); the built-in provider knew only the demo
 * accounts, so nobody staff invited on a demo or development server could ever sign in without a developer writing
 * to the database. Demo mode already hands out a staff session without a password, so an invited address alone
 * adds no access that mode does not give; with DEMO_MODE=off this directory is not used.
 */
export const INVITED_SUB_PREFIX = 'invited|';

export interface InvitedAccount {
  sub: string;
  email: string;
  fullName: string;
}

/** An invitation counts once its e-mail went out, or was kept because no mail server is configured. */
const DELIVERED_STATUSES = ['sent', 'kept'];

/**
 * The invited person whose current address is `email` (any case), if an invitation to that address was sent or kept
 * and their sign-in is neither disabled nor already linked to another identity.
 */
export async function findInvitedAccountByEmail(pool: pg.Pool, email: string): Promise<InvitedAccount | undefined> {
  const address = email.trim().toLowerCase();
  if (!address) return undefined;
  const sub = `${INVITED_SUB_PREFIX}${address}`;
  const { rows } = await pool.query<{ email: string; full_name: string | null }>(
    `select u.email, u.full_name
       from app_public.users u
      where lower(u.email) = $1
        and u.access_disabled_at is null
        and (u.auth0_sub is null or u.auth0_sub = $2)
        and exists (select 1 from app_public.portal_invitations i
                     where i.user_id = u.id and lower(i.address) = $1 and i.status = any($3::text[]))
      limit 1`,
    [address, sub, DELIVERED_STATUSES],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { sub, email: address, fullName: row.full_name?.trim() || address.split('@')[0]! };
}

/** The invited account a token's subject names (`invited|<address>`), while it is still one. */
export async function findInvitedAccountBySub(pool: pg.Pool, sub: string): Promise<InvitedAccount | undefined> {
  if (!sub.startsWith(INVITED_SUB_PREFIX)) return undefined;
  return findInvitedAccountByEmail(pool, sub.slice(INVITED_SUB_PREFIX.length));
}

export function invitedAccountClaims(account: InvitedAccount) {
  return { sub: account.sub, email: account.email, email_verified: true, name: account.fullName };
}
