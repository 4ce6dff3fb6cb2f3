import type { EntityType, OwnedBy } from '@app/domain';
import type { ReusableExhibitEditorQuery } from '@/lib/gql/graphql.ts';

type LoadedExhibit = NonNullable<ReusableExhibitEditorQuery['reusableExhibitById']>;

/** A reusable exhibit as the editor pane shows it: its fields and its lists in order, gaps dropped. */
export interface EditorExhibit {
  id: string;
  parentId: string | null;
  name: string;
  description: string;
  visible: boolean;
  deleted: boolean;
  ownedBy: OwnedBy;
  moduleType: string | null;
  exhibitType: string | null;
  files: { id: string; name: string; mimeType: string }[];
  entities: { id: string; name: string; type: EntityType }[];
  subExhibits: { id: string; name: string; deleted: boolean }[];
}

/** The query's answer in the editor's shape; files that are deleted or unreadable are left out. */
export function toEditorExhibit(loaded: LoadedExhibit): EditorExhibit {
  return {
    id: loaded.id,
    parentId: loaded.parentId,
    name: loaded.name,
    description: loaded.description ?? '',
    visible: loaded.visible,
    deleted: loaded.deleted,
    ownedBy: loaded.ownedBy,
    moduleType: loaded.moduleType,
    exhibitType: loaded.exhibitType,
    files: loaded.reusableExhibitFilesByReusableExhibitId.nodes.flatMap((link) => {
      const file = link?.fileByFileId;
      return file && !file.deleted ? [{ id: file.id, name: file.name, mimeType: file.mimeType }] : [];
    }),
    entities: loaded.reusableExhibitEntitiesByReusableExhibitId.nodes.flatMap((link) => {
      const entity = link?.additionalEntityByEntityId;
      return entity ? [{ id: entity.id, name: entity.name, type: entity.type }] : [];
    }),
    subExhibits: loaded.reusableExhibitsByParentId.nodes.flatMap((child) =>
      child ? [{ id: child.id, name: child.name, deleted: child.deleted }] : [],
    ),
  };
}
