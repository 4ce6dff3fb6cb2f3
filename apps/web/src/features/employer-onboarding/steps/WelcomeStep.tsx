import { useLingui } from '@lingui/react';
import { StepLayout } from '../components/StepLayout.tsx';
import type { StepProps } from './step-props.ts';

/** What the wizard will ask for (spec 3 §2.2: three items). The company's name is shown as written. */
export function WelcomeStep({ wizard, company }: StepProps) {
  const { i18n } = useLingui();
  return (
    <StepLayout step="welcome" wizard={wizard}>
      <p>
        {i18n._({
          id: 'employer.welcome.intro',
          message: 'Welcome! To prepare the petition for {company}, we will ask you for:',
          values: { company: company.dbaName },
        })}
      </p>
      <ul className="list-disc pl-6">
        <li>{i18n._({ id: 'employer.welcome.contact', message: 'Primary contact information' })}</li>
        <li>{i18n._({ id: 'employer.welcome.corporate', message: 'Corporate documents (articles of incorporation, EIN)' })}</li>
        <li>{i18n._({ id: 'employer.welcome.hq', message: 'U.S. company HQ and information' })}</li>
      </ul>
    </StepLayout>
  );
}
