export { EntitiesPage } from './components/EntitiesPage.tsx';
