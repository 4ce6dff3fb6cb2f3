import { PredicateTextField } from '@/components/form/predicate-text-field.tsx';
import type { AttorneyProfileValues } from './attorney-profile-values.ts';

export type TextFieldName = Exclude<keyof AttorneyProfileValues, 'unitType'>;

/** One text field of the attorney profile; an optional field emptied becomes null (the schema's "not given"). */
export function ProfileTextField(props: {
  name: TextFieldName;
  label: string;
  description?: string;
  autoComplete?: string;
  className?: string;
}) {
  return <PredicateTextField<AttorneyProfileValues> {...props} emptyOptionalAsNull />;
}
