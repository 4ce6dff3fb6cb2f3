export { ModuleCard, type ModuleCardProps } from './ModuleCard.tsx';
export {
  addEntity,
  exhibitTypeSupportsAutogen,
  hasExhibitType,
  moduleTypeLabel,
  parseArticleCount,
  removeEntity,
  removeExhibit,
  setModuleAutogen,
  toggleExhibitType,
  updateExhibit,
  updateExhibitData,
  updateModuleData,
} from './module-draft-edits.ts';
