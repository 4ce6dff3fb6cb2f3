import { useQuery } from '@apollo/client/react';
import { RepositoryTypesQuery } from './repository-queries.ts';

export interface RepositoryTypeOption {
  id: string;
  name: string;
}

export interface RepositoryExhibitTypeOption extends RepositoryTypeOption {
  moduleTypeId: string | null;
}

/** Module and exhibit types, for the list's filters and the editor's selectors (one cached query). */
export function useRepositoryTypes(): { moduleTypes: RepositoryTypeOption[]; exhibitTypes: RepositoryExhibitTypeOption[] } {
  const { data } = useQuery(RepositoryTypesQuery);
  return {
    moduleTypes: data?.allModuleTypes?.nodes.flatMap((node) => (node ? [node] : [])) ?? [],
    exhibitTypes:
      data?.allExhibitTypes?.nodes.flatMap((node) => (node ? [{ ...node, moduleTypeId: node.moduleTypeId ?? null }] : [])) ?? [],
  };
}
