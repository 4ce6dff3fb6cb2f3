/** The customer portal's pages (one lazily loaded chunk, no admin code). */
export { HomePage as HomeRoute } from '../../features/home/index.ts';
export { ActionItemsPage as ActionsRoute } from '../../features/actions/index.ts';
export { DocumentsPage as DocumentsRoute } from '../../features/documents/index.ts';
export {
  BeneficiaryOnboardingPage as BeneficiaryOnboardingRoute,
  WelcomePage as WelcomeRoute,
} from '../../features/onboarding/index.ts';
export { EmployerOnboardingPage as EmployerOnboardingRoute } from '../../features/employer-onboarding/index.ts';
