import { ConfirmDeleteButton } from '../confirm-delete/ConfirmDeleteButton.tsx';

interface DeleteModuleButtonProps {
  moduleName: string;
  onDelete: () => void;
  disabled?: boolean;
}

/** Delete asks first: a small confirmation that opens on Cancel, so Enter or Escape never deletes by accident. */
export function DeleteModuleButton({ moduleName, onDelete, disabled }: DeleteModuleButtonProps) {
  return (
    <ConfirmDeleteButton
      label={`Delete module ${moduleName}`}
      question={`Delete module "${moduleName}"?`}
      onDelete={onDelete}
      disabled={disabled}
    />
  );
}
