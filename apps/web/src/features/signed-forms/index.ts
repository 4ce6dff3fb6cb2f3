export { SignFormPage } from './components/SignFormPage.tsx';
