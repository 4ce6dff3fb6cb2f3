export { ReviewDescriptionsPage } from './components/ReviewDescriptionsPage.tsx';
