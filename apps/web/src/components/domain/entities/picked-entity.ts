import type { Archetype, EntityType } from '@app/domain';

/**
 * Something a picker chose: a person (USER: a user id), a company (COMPANY: a company id) or an
 * additional entity (any other type: an additional entity id), with what the builder shows and fills.
 */
export interface PickedEntity {
  type: EntityType;
  id: string;
  name: string;
  /** People only. */
  archetype?: Archetype | null;
  /** People and companies: their bio; other entities: data.description. */
  bio?: string | null;
  /** People only. */
  email?: string | null;
  /**
   * People only, and only once read (useWithCurrentEmployment, when a pick needs them): the position
   * and employer of their current employment; null when unknown.
   */
  title?: string | null;
  employer?: string | null;
}

export interface EntityPickerProps {
  entityType: EntityType;
  /** The chosen entity, shown on the trigger; null shows the placeholder. */
  value?: PickedEntity | null;
  onSelect: (entity: PickedEntity) => void;
  /** Accessible name of the trigger (e.g. 'Beneficiary', 'People (User)'). */
  label: string;
  /** Id of a visible <label>, when there is one. */
  'aria-labelledby'?: string;
  placeholder?: string;
  /** Offers 'Create "…"' at the end of the list, opening the New Entity dialog with the type and typed name. */
  allowCreate?: boolean;
  /** Ids already chosen (multi-pick lists), shown ticked and not offered again. */
  excludeIds?: readonly string[];
  disabled?: boolean;
  className?: string;
}
