export { PetitionBuilderLanding } from './components/PetitionBuilderLanding.tsx';
export { NewPetitionPage } from './components/NewPetitionPage.tsx';
export { PetitionPicker } from './components/PetitionPicker.tsx';
