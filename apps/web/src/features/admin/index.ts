export { AdminDashboard } from './components/AdminDashboard.tsx';
export { ResearchAgentPage } from './components/ResearchAgentPage.tsx';
