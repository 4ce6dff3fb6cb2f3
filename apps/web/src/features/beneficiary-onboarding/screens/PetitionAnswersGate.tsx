import { useLingui } from '@lingui/react';
import type { ReactElement } from 'react';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import type { ScreenProps } from './screen-props.ts';
import { usePetitionAnswers } from './use-petition-answers.ts';

export type PetitionAnswers = Pick<ReturnType<typeof usePetitionAnswers>, 'metadata' | 'filingType' | 'saveMetadata'>;
export type AnswersScreenProps = ScreenProps & PetitionAnswers;

/**
 * Loads the checklist's petition's answers before a form that starts from them is shown (its default values
 * are read once, at mount).
 */
export function PetitionAnswersGate({
  exhibit,
  flow,
  petitionId,
  render,
}: ScreenProps & { render: (answers: PetitionAnswers) => ReactElement }) {
  const { i18n } = useLingui();
  const { loading, metadata, filingType, saveMetadata } = usePetitionAnswers(petitionId);
  if (loading) {
    return (
      <ExhibitFrame exhibit={exhibit} flow={flow} nextDisabled>
        <p role="status">{i18n._(ONBOARDING_MESSAGES.loading)}</p>
      </ExhibitFrame>
    );
  }
  return render({ metadata, filingType, saveMetadata });
}
