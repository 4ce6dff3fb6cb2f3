/** The reusable exhibit repository, /admin/exhibit-repo (spec 2 §2.1, §2.2). */
export { ExhibitRepositoryPage } from './components/ExhibitRepositoryPage.tsx';
