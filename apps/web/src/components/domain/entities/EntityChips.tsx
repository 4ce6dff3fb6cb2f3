import { ENTITY_TYPE_BUILDER_LABELS, isOneOf, type EntityType } from '@app/domain';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Label } from '../../ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select.tsx';
import { EntityPicker } from './EntityPicker.tsx';
import type { PickedEntity } from './picked-entity.ts';

export interface EntityChip {
  type: EntityType;
  id: string;
  name: string;
}

interface EntityChipsProps {
  entities: readonly EntityChip[];
  /** The types offered by the type select, in display order. */
  types: readonly EntityType[];
  onAdd: (picked: PickedEntity) => void;
  onRemove: (entity: EntityChip) => void;
  /** Words of the caller's domain: a module "adds"/"removes" entities, an exhibit "links"/"unlinks" them. */
  texts: { list: string; empty: string; add: string; remove: string };
  /** Ids the picker leaves out (already chosen). */
  excludeIds: (type: EntityType) => string[];
  disabled?: boolean;
  className?: string;
}

/**
 * The entities a module or exhibit is about: removable chips and a type select with a server-searching picker
 * (and the New Entity dialog through `allowCreate`). Shared by the module card and the reusable exhibit editor.
 */
export function EntityChips({ entities, types, onAdd, onRemove, texts, excludeIds, disabled, className }: EntityChipsProps) {
  const [entityType, setEntityType] = useState<EntityType | null>(null);
  const headingId = useId();
  const typeLabelId = useId();
  return (
    <section aria-labelledby={headingId} className={className ?? 'space-y-2'}>
      <h4 id={headingId} className="text-sm font-medium">
        Entities
      </h4>
      {entities.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={texts.list}>
          {entities.map((entity) => {
            const text = `${ENTITY_TYPE_BUILDER_LABELS[entity.type]}: ${entity.name}`;
            return (
              <li
                key={`${entity.type}:${entity.id}`}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 pr-1 text-xs"
              >
                {text}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="h-6 w-6"
                  aria-label={`${texts.remove} ${text}`}
                  disabled={disabled}
                  onClick={() => onRemove(entity)}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{texts.empty}</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid w-52 gap-1">
          <Label id={typeLabelId}>{texts.add}</Label>
          <Select
            value={entityType ?? ''}
            disabled={disabled}
            onValueChange={(value) => setEntityType(isOneOf(types, value) ? value : null)}
          >
            <SelectTrigger aria-labelledby={typeLabelId}>
              <SelectValue placeholder="Choose a type" />
            </SelectTrigger>
            <SelectContent>
              {types.map((type) => (
                <SelectItem key={type} value={type}>
                  {ENTITY_TYPE_BUILDER_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {entityType && (
          <EntityPicker
            className="w-72"
            entityType={entityType}
            label={ENTITY_TYPE_BUILDER_LABELS[entityType]}
            placeholder={`Search ${ENTITY_TYPE_BUILDER_LABELS[entityType]}`}
            allowCreate
            excludeIds={excludeIds(entityType)}
            disabled={disabled}
            onSelect={onAdd}
          />
        )}
      </div>
    </section>
  );
}
