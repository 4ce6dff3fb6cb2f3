export { PetitionWorkspacePage } from './components/PetitionWorkspacePage.tsx';
