import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { BeneficiaryOnboardingExpertLetterModuleQuery } from '../api/expert-letter-queries.ts';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { ExpertLetterForm } from './ExpertLetterForm.tsx';
import { EXPERT_LETTER_NOT_FOUND, expertLetterType, expertLetterVariant } from './expert-letter-types.ts';
import type { ScreenProps } from './screen-props.ts';

/**
 * An expert letter (spec 3 §2.3): the form of the criterion the letter supports, or a not-found screen
 * naming a type that has none (Next still moves on, as on the default screen).
 */
export function ExpertLetterScreen(props: ScreenProps) {
  const { exhibit, flow } = props;
  const { i18n } = useLingui();
  // Letters filed under EXPERT_LETTERS take their type from the petition module of their exhibit.
  const needsModule = exhibit.moduleType === 'EXPERT_LETTERS' && exhibit.exhibitId !== null;
  const { data, loading } = useQuery(BeneficiaryOnboardingExpertLetterModuleQuery, {
    variables: { exhibitId: exhibit.exhibitId ?? '' },
    skip: !needsModule,
  });
  if (needsModule && loading) {
    return (
      <ExhibitFrame exhibit={exhibit} flow={flow} nextDisabled>
        <p role="status">{i18n._(ONBOARDING_MESSAGES.loading)}</p>
      </ExhibitFrame>
    );
  }
  const type = expertLetterType(exhibit, data?.exhibitById?.moduleByModuleId?.type ?? null);
  const variant = expertLetterVariant(type);
  if (!variant) {
    return (
      <ExhibitFrame exhibit={exhibit} flow={flow}>
        <p role="alert">{i18n._({ ...EXPERT_LETTER_NOT_FOUND, values: { type } })}</p>
      </ExhibitFrame>
    );
  }
  return <ExpertLetterForm {...props} variant={variant} />;
}
