import { StepLayout } from '../components/StepLayout.tsx';
import type { StepProps } from './step-props.ts';

/** What the wizard will ask for (spec 3 §2.2: three items). */
export function WelcomeStep({ wizard, company }: StepProps) {
  return (
    <StepLayout step="welcome" wizard={wizard}>
      <p>Welcome! To prepare the petition for {company.dbaName}, we will ask you for:</p>
      <ul className="list-disc pl-6">
        <li>Primary contact information</li>
        <li>Corporate documents (articles of incorporation, EIN)</li>
        <li>U.S. company HQ and information</li>
      </ul>
    </StepLayout>
  );
}
