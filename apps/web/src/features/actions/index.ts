export { ActionItemsPage } from './components/ActionItemsPage.tsx';
