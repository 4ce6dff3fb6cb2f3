export { WelcomePage } from './components/WelcomePage.tsx';
