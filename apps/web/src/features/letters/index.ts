export { DraftPage } from './components/DraftPage.tsx';
export { LetterGenPage } from './components/LetterGenPage.tsx';
export { NewLetterGenPage } from './components/NewLetterGenPage.tsx';
