import { OWNED_BY, isOwnedBy, ownedByLabel } from '@app/domain';
import { Archive, ArchiveRestore } from 'lucide-react';
import { useMemo } from 'react';
import { LabelledSelect, type SelectOption } from '@/components/form/labelled-select.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useRepositoryTypes } from '../api/use-repository-types.ts';
import type { ExhibitActions } from '../hooks/use-exhibit-actions.ts';
import { useProviderName } from '@/lib/client-config.ts';
import type { EditorExhibit } from '../model/editor-exhibit.ts';
import { ExhibitNameField } from './ExhibitNameField.tsx';
import { VisibilityToggle } from './VisibilityToggle.tsx';

/** The owners, the provider's own staff under its configured name. */
const ownerOptions = (providerName: string): SelectOption[] =>
  OWNED_BY.map((owner) => ({ value: owner, label: ownedByLabel(owner, providerName) }));

/** The repository's types as choices: their id is stored, their name shown. */
const asOptions = (types: readonly { id: string; name: string }[]): SelectOption[] =>
  types.map((type) => ({ value: type.id, label: type.name }));

/** The exhibit's own fields (spec 2 §2.2): name, visibility, archive, owner, module type and exhibit type. */
export function ExhibitSettings({ exhibit, actions }: { exhibit: EditorExhibit; actions: ExhibitActions }) {
  const providerName = useProviderName();
  const { moduleTypes, exhibitTypes } = useRepositoryTypes();
  const moduleTypeOptions = useMemo(() => asOptions(moduleTypes), [moduleTypes]);
  const exhibitTypeOptions = useMemo(() => asOptions(exhibitTypes), [exhibitTypes]);

  return (
    <div className="grid gap-4">
      <ExhibitNameField saved={exhibit.name} save={actions.save} />
      <div className="flex flex-wrap items-center gap-2">
        <VisibilityToggle visible={exhibit.visible} onToggle={() => void actions.saveNow({ visible: !exhibit.visible })} />
        <Button type="button" variant="outline" size="sm" onClick={() => void actions.saveNow({ deleted: !exhibit.deleted })}>
          {exhibit.deleted ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {exhibit.deleted ? 'Unarchive' : 'Archive'}
        </Button>
        {exhibit.deleted && <Badge>Archived</Badge>}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <LabelledSelect
          label="Owner"
          value={exhibit.ownedBy}
          options={ownerOptions(providerName)}
          onChange={(owner) => isOwnedBy(owner) && void actions.saveNow({ ownedBy: owner })}
          placeholder="Not set"
        />
        <LabelledSelect
          label="Module type"
          value={exhibit.moduleType}
          options={moduleTypeOptions}
          onChange={(moduleType) => moduleType && void actions.saveNow({ moduleType })}
          placeholder="Not set"
        />
        <LabelledSelect
          label="Exhibit type"
          value={exhibit.exhibitType}
          options={exhibitTypeOptions}
          onChange={(exhibitType) => exhibitType && void actions.saveNow({ exhibitType })}
          placeholder="Not set"
        />
      </div>
    </div>
  );
}
