export { AttorneyProfilePage } from './AttorneyProfilePage.tsx';
export { FormEditionsPage } from './FormEditionsPage.tsx';
