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

export function isOwnedBy(value: unknown): value is OwnedBy {
  return isOneOf(OWNED_BY, value);
}
