import { useLingui } from '@lingui/react';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import type { ScreenProps } from './screen-props.ts';

/** Spec 3 §2.3: an exhibit type without a screen shows 'Oops something went wrong.' and still allows Next. */
export const NOT_FOUND_TEXT = /*i18n*/ { id: 'onboarding.notFound', message: 'Oops something went wrong.' };

export function DefaultScreen({ exhibit, flow }: ScreenProps) {
  const { i18n } = useLingui();
  return (
    <ExhibitFrame exhibit={exhibit} flow={flow}>
      <p role="alert">{i18n._(NOT_FOUND_TEXT)}</p>
    </ExhibitFrame>
  );
}
