import { ENTITY_TYPE_DISPLAY_ORDER, type ModuleDraft } from '@app/domain';
import { EntityChips } from '../entities/EntityChips.tsx';
import { addEntity, removeEntity } from './module-draft-edits.ts';

interface ModuleEntitiesProps {
  module: ModuleDraft;
  onChange: (next: ModuleDraft) => void;
  disabled?: boolean;
}

const TEXTS = { list: 'Chosen entities', empty: 'No entities yet.', add: 'Add entity', remove: 'Remove' };

/** The people, companies and other entities a module is about: removable chips and an "Add entity" picker. */
export function ModuleEntities({ module, onChange, disabled }: ModuleEntitiesProps) {
  return (
    <EntityChips
      entities={module.entities}
      types={ENTITY_TYPE_DISPLAY_ORDER}
      texts={TEXTS}
      {...(disabled !== undefined ? { disabled } : {})}
      excludeIds={(type) => module.entities.filter((entity) => entity.type === type).map((entity) => entity.id)}
      onAdd={(picked) => onChange(addEntity(module, { type: picked.type, id: picked.id, name: picked.name }))}
      onRemove={(entity) => onChange(removeEntity(module, entity.type, entity.id))}
    />
  );
}
