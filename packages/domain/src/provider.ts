/**
 * The provider's own staff are stored as ownedBy 'PLYMOUTH' (decisions ENT-073),
 * but the name shown to people is configuration so another provider can run
 * the product under its own name. Labels that mention the provider take the
 * configured name and fall back to this one.
 */
export const DEFAULT_PROVIDER_NAME = 'Plymouth';
