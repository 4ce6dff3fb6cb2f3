import { AppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.tsx';

/**
 * /onboarding: the onboarding of the account in use (spec 3 §2.1 sends it to the beneficiary checklist, written
 * for the beneficiary; decisions "/onboarding follows the account"). A company's team account has no beneficiary
 * checklist: sent there, Daniel leaving the welcome tutorial waited on a loading screen that never ended.
 */
export function OnboardingRedirect() {
  const { account } = useSession();
  return <AppNavigate to={account.kind === 'team' ? paths.employerOnboarding : paths.beneficiaryOnboarding} />;
}
