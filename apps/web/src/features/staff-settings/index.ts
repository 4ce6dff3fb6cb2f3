export { AttorneyProfilePage } from './AttorneyProfilePage.tsx';
