export { EmployerOnboardingPage } from './components/EmployerOnboardingPage.tsx';
