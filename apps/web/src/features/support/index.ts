export { SupportPanel } from './components/SupportPanel.tsx';
