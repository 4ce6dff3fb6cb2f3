export { PetitionBuilderLanding } from './components/PetitionBuilderLanding.tsx';
