export { CompiledPacketsPanel } from './CompiledPacketsPanel.tsx';
