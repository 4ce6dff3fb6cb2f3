import { useId, useState } from 'react';
import { EntityPicker } from '@/components/domain/entities/EntityPicker.tsx';
import type { PickedEntity } from '@/components/domain/entities/picked-entity.ts';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { AutosaveStatus as Status } from '@/lib/autosave/autosave-controller.ts';

interface UserPickerFieldProps {
  label: string;
  user: { id: string; fullName: string; email?: string | null } | null | undefined;
  onSave: (userId: string) => Promise<unknown>;
  disabled?: boolean;
}

/** The OA or CSM of the case: a person chosen with the shared picker, saved on choice. */
export function UserPickerField({ label, user, onSave, disabled }: UserPickerFieldProps) {
  const labelId = useId();
  const [status, setStatus] = useState<Status>('idle');
  const value: PickedEntity | null = user ? { type: 'USER', id: user.id, name: user.fullName, email: user.email ?? null } : null;
  const choose = (entity: PickedEntity) => {
    setStatus('loading');
    onSave(entity.id).then(
      () => setStatus('success'),
      (error: unknown) => {
        console.error(`saving ${label} failed:`, error);
        setStatus('error');
      },
    );
  };
  return (
    <div className="grid content-start gap-1">
      <Label id={labelId}>{label}</Label>
      <EntityPicker
        entityType="USER"
        label={label}
        aria-labelledby={labelId}
        value={value}
        onSelect={choose}
        disabled={disabled}
      />
      <AutosaveStatus status={status} />
    </div>
  );
}
