export { DocumentsPage } from './components/DocumentsPage.tsx';
