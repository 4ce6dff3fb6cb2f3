export { BeneficiaryOnboardingPage, EmployerOnboardingPage, WelcomePage } from './components/OnboardingPlaceholders.tsx';
