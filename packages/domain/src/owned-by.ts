import { DEFAULT_PROVIDER_NAME } from './provider.ts';
import { isOneOf } from './enum-helpers.ts';

/**
 * Who provides an exhibit (Postgres enum app_public.owned_by). PLYMOUTH is the
 * provider's own staff (decisions ENT-073); such exhibits are hidden from
 * customers by default.
 */
export const OWNED_BY = ['BENEFICIARY', 'PETITIONER', 'PLYMOUTH'] as const;
export type OwnedBy = (typeof OWNED_BY)[number];

export const PROVIDER_OWNER: OwnedBy = 'PLYMOUTH';

export function ownedByLabel(owner: OwnedBy, providerName: string = DEFAULT_PROVIDER_NAME): string {
  switch (owner) {
    case 'BENEFICIARY':
      return 'Beneficiary';
    case 'PETITIONER':
      return 'Petitioner';
    case 'PLYMOUTH':
      return providerName;
  }
}

/** Customers see an exhibit by default unless the provider's staff own it (spec 1 §3). */
export function isVisibleByDefault(owner: OwnedBy): boolean {
  return owner !== PROVIDER_OWNER;
}

/**
 * Who may provide something on a petition: own an exhibit, be given a task. A petition without a petitioner company
 * (an EB-1A self-petition: the beneficiary is the petitioner) has no company team to read or upload what the
 * petitioner owns (row-level security), so the petitioner is no choice there: what a petitioner would provide, the
 * self-petitioning beneficiary provides. The database holds the same rule: migration 0099 for tasks, 0102 for
 * exhibits (a new petitioner's exhibit becomes the beneficiary's, a change to the petitioner is refused).
 */
export function petitionParties(petition: { hasPetitionerCompany: boolean }): readonly OwnedBy[] {
  return petition.hasPetitionerCompany ? OWNED_BY : OWNED_BY.filter((party) => party !== 'PETITIONER');
}

/**
 * The owner an exhibit gets among its petition's parties (petitionParties): its own, else the beneficiary, who is the
 * petitioner of a self-petition (an Employer Documents exhibit, the petitioner's by default). The builder shows it;
 * migration 0102 gives a new exhibit the same owner.
 */
export function exhibitOwnerAmong(owner: OwnedBy, parties: readonly OwnedBy[]): OwnedBy {
  return parties.includes(owner) ? owner : 'BENEFICIARY';
}

export function isOwnedBy(value: unknown): value is OwnedBy {
  return isOneOf(OWNED_BY, value);
}
