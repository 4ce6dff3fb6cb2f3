export { BeneficiaryOnboardingPage, WelcomePage } from './components/OnboardingPlaceholders.tsx';
