export { SigningPage } from './SigningPage.tsx';
