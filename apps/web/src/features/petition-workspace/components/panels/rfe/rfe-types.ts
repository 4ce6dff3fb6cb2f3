import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { WorkspaceRfeQuery } from '@/lib/gql/graphql.ts';
import type { UploadTarget } from './upload-target-text.ts';

type Petition = NonNullable<WorkspaceRfeQuery['petitionById']>;
export type RfeRecord = Petition['rfeResponsesByPetitionId']['nodes'][number];
export type RfeDeficiencyRecord = RfeRecord['rfeDeficienciesByRfeResponseId']['nodes'][number];
export type RfePacketRecord = RfeRecord['compiledPetitionsByRfeResponseId']['nodes'][number];
export type RfeNoticeRecord = Petition['rfeNotices']['nodes'][number];
export interface ModuleChoice {
  id: string;
  name: string;
  /** The criterion's exhibits, which a customer's task for an item may wait for a file on. */
  exhibitsByModuleId?: { nodes: readonly UploadTarget[] };
}

/** The server's sentence for a refused change (our GraphQL errors are written for people), else `fallback`. */
export function refusalText(error: unknown, fallback: string): string {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? fallback) : fallback;
}

/** The unsupported claims stored with a draft (a JSON array of sentences); anything else reads as none. */
export function claimsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((claim): claim is string => typeof claim === 'string') : [];
}
