import { ENTITY_TYPE_DISPLAY_ORDER } from '@app/domain';
import { EntityChips } from '@/components/domain/entities/EntityChips.tsx';
import type { ExhibitActions } from '../hooks/use-exhibit-actions.ts';
import type { EditorExhibit } from '../model/editor-exhibit.ts';

export const NO_ENTITIES_TEXT = 'No entities provided';

/**
 * Types offered for linking. A reusable exhibit links additional entities by id; the pickers' people and
 * companies are users and companies themselves, not entity rows, so those two are left out here (links
 * made elsewhere, e.g. by cloning, still show and can be unlinked).
 */
const LINKABLE_TYPES = ENTITY_TYPE_DISPLAY_ORDER.filter((type) => type !== 'USER' && type !== 'COMPANY');

const TEXTS = { list: 'Linked entities', empty: NO_ENTITIES_TEXT, add: 'Link entity', remove: 'Unlink' };

/** The entities a top-level exhibit is about (spec 2 §2.2): linked and unlinked. */
export function ExhibitEntities({ exhibit, actions }: { exhibit: EditorExhibit; actions: ExhibitActions }) {
  return (
    <EntityChips
      className="grid gap-2"
      entities={exhibit.entities}
      types={LINKABLE_TYPES}
      texts={TEXTS}
      excludeIds={() => exhibit.entities.map((entity) => entity.id)}
      onAdd={(picked) => void actions.linkEntity(picked.id)}
      onRemove={(entity) => void actions.unlinkEntity(entity.id)}
    />
  );
}
