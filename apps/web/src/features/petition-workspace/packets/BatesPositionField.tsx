import { AutosavedSelectField } from '../components/AutosavedSelectField.tsx';
import { useSaveBatesPosition } from './packets-api.ts';

/** Where the Bates number goes in the footer band every packet page keeps free (petitions.bates_position, migration 0042). */
const POSITION_OPTIONS = [
  { value: 'BOTTOM_RIGHT', label: 'Bottom right' },
  { value: 'BOTTOM_CENTER', label: 'Bottom centre' },
  { value: 'BOTTOM_LEFT', label: 'Bottom left' },
] as const;

/** The petition's Bates number position, beside the prefix; saved as soon as it changes, used by the next compile. */
export function BatesPositionField({ petitionId, saved }: { petitionId: string; saved: string }) {
  const save = useSaveBatesPosition(petitionId);
  return (
    <AutosavedSelectField
      label="Bates number position"
      saved={saved}
      options={POSITION_OPTIONS}
      onSave={(value) => save(value ?? 'BOTTOM_RIGHT')}
    />
  );
}
