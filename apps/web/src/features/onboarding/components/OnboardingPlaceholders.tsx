import { useEffect } from 'react';
import { PagePlaceholder } from '../../../components/PagePlaceholder.tsx';
import { useAnalytics } from '../../../lib/analytics.ts';

export function BeneficiaryOnboardingPage() {
  const track = useAnalytics();
  // Spec 1 §7: an event is logged on entry to beneficiary onboarding.
  useEffect(() => track('beneficiary_onboarding_view', {}), [track]);
  return <PagePlaceholder title="Beneficiary onboarding" description="Your onboarding steps will appear here." />;
}

export function WelcomePage() {
  return <PagePlaceholder title="Welcome" description="The welcome tutorial will appear here." />;
}
