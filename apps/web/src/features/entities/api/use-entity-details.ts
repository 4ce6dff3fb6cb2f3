import { useMutation, useQuery } from '@apollo/client/react';
import type { EntityType } from '@app/domain';
import { parseEntityData } from '@/components/domain/entities/api/to-picked-entity.ts';
import { EDITOR_SESSION_CONTEXT } from '@/lib/editor-session.ts';
import type { EntityUsagesFragment, PortalPersonFieldsFragment } from '@/lib/gql/graphql.ts';
import { LIVE_QUERY_CONTEXT } from '@/lib/live-refetch.ts';
import {
  EntityAdditionalDetailQuery,
  EntityCompanyDetailQuery,
  EntityPersonDetailQuery,
  EntityUpdateAdditionalMutation,
  EntityUpdateCompanyMutation,
  EntityUpdatePersonMutation,
} from './entity-details.ts';

export interface EntityUsage {
  kind: 'module' | 'exhibit';
  id: string;
  name: string;
  /** Modules: the petition they belong to. */
  petitionId?: string;
}

/** One row of the table as its editor shows it. */
export interface EntityDetails {
  type: EntityType;
  id: string;
  name: string;
  /** A person's or company's bio; data.description of any other entity. */
  description: string;
  /** Additional entities only. */
  selectionCriteria: string;
  /** The other keys of an additional entity's data, kept when it is saved. */
  otherData: Record<string, unknown>;
  usages: EntityUsage[];
  /** People only: their e-mail address and where they stand with the portal. */
  person?: PortalPersonFieldsFragment;
  /** Companies only: the year the employer gave (wizard) and the full date staff give (I-140), YYYY-MM-DD. */
  company?: { yearEstablished: number | null; dateEstablished: string | null };
}

export interface EntityEdit {
  name: string;
  type: EntityType;
  description: string;
  selectionCriteria: string;
  /** People only: their e-mail address as typed (blank: none). */
  email: string;
  /** Companies only: the date established as typed, YYYY-MM-DD (blank: none). */
  dateEstablished: string;
}

function usagesOf(entities: readonly EntityUsagesFragment[]): EntityUsage[] {
  return entities.flatMap((entity) => [
    ...entity.moduleEntitiesByEntityId.nodes.flatMap(({ moduleByModuleId: module }) =>
      module ? [{ kind: 'module' as const, id: module.id, name: module.name, petitionId: module.petitionId }] : [],
    ),
    ...entity.reusableExhibitEntitiesByEntityId.nodes.flatMap(({ reusableExhibitByReusableExhibitId: exhibit }) =>
      exhibit ? [{ kind: 'exhibit' as const, id: exhibit.id, name: exhibit.name }] : [],
    ),
  ]);
}

/**
 * The chosen row in full: a person (users), a company (companies) or an additional entity, with where it is
 * used (a person or company through the entities that link it).
 */
export function useEntityDetails(row: { type: EntityType; id: string }) {
  const isPerson = row.type === 'USER';
  const isCompany = row.type === 'COMPANY';
  // The person's and the company's queries are refetched by the page's live events (entity-live.ts).
  const person = useQuery(EntityPersonDetailQuery, { variables: { id: row.id }, skip: !isPerson, context: LIVE_QUERY_CONTEXT });
  const company = useQuery(EntityCompanyDetailQuery, {
    variables: { id: row.id },
    skip: !isCompany,
    context: LIVE_QUERY_CONTEXT,
  });
  const additional = useQuery(EntityAdditionalDetailQuery, { variables: { id: row.id }, skip: isPerson || isCompany });

  let details: EntityDetails | null = null;
  const user = person.data?.userById;
  const team = company.data?.companyById;
  const entity = additional.data?.additionalEntityById;
  if (isPerson && user) {
    details = {
      type: 'USER',
      id: user.id,
      name: user.fullName,
      description: user.bio ?? '',
      selectionCriteria: '',
      otherData: {},
      usages: usagesOf(user.additionalEntitiesByUserId.nodes),
      person: user,
    };
  } else if (isCompany && team) {
    details = {
      type: 'COMPANY',
      id: team.id,
      name: team.dbaName,
      description: team.bio ?? '',
      selectionCriteria: '',
      otherData: {},
      usages: usagesOf(team.additionalEntitiesByCompanyId.nodes),
      company: { yearEstablished: team.yearEstablished ?? null, dateEstablished: team.dateEstablished ?? null },
    };
  } else if (entity) {
    const { description, selection_criteria: selectionCriteria, ...otherData } = parseEntityData(entity.data);
    details = {
      type: entity.type,
      id: entity.id,
      name: entity.name,
      description: description ?? '',
      selectionCriteria: selectionCriteria ?? '',
      otherData,
      usages: usagesOf([entity]),
    };
  }
  const current = isPerson ? person : isCompany ? company : additional;
  return { details, loading: current.loading, error: current.error, personQuery: person };
}

/**
 * Saves an edit of a row: name, bio and e-mail address of a person (the address checked with personEmailSchema by
 * the editor; blank is none), name, bio and date established of a company (checked with CompanyEstablishedSchema by
 * the editor); name, type and data of other entities.
 */
export function useSaveEntity() {
  const [updatePerson] = useMutation(EntityUpdatePersonMutation);
  const [updateCompany] = useMutation(EntityUpdateCompanyMutation);
  const [updateAdditional] = useMutation(EntityUpdateAdditionalMutation);
  return async function save(details: EntityDetails, edit: EntityEdit): Promise<void> {
    const name = edit.name.trim();
    const bio = edit.description.trim() ? edit.description : null;
    if (details.type === 'USER') {
      const email = edit.email.trim() || null;
      await updatePerson({
        variables: { id: details.id, fullName: name, bio, email },
        refetchQueries: ['EntityListing'],
        // Its echo on the page's personUpdated subscription is this save, whose answer is in the cache.
        context: EDITOR_SESSION_CONTEXT,
      });
      return;
    }
    if (details.type === 'COMPANY') {
      const dateEstablished = edit.dateEstablished.trim() || null;
      await updateCompany({
        variables: { id: details.id, dbaName: name, bio, dateEstablished },
        refetchQueries: ['EntityListing'],
        // Its echo on the page's companyUpdated subscription is this save, whose answer is in the cache.
        context: EDITOR_SESSION_CONTEXT,
      });
      return;
    }
    const data = { ...details.otherData, description: edit.description, selection_criteria: edit.selectionCriteria };
    await updateAdditional({
      variables: { id: details.id, name, type: edit.type, data: JSON.stringify(data) },
      refetchQueries: ['EntityListing'],
    });
  };
}
