export { CaseListPage } from './components/CaseListPage.tsx';
