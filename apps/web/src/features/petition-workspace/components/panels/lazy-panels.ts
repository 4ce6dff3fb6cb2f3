import { lazy } from 'react';

/*
 * The side column's panels other than Notes (the one open at start), each loaded when its tab is first
 * opened (issue 35): the petition page's first render evaluates none of their code. PanelTabs shows a
 * labelled loading line while one loads.
 */
export const TasksPanel = lazy(async () => ({ default: (await import('./TasksPanel.tsx')).TasksPanel }));
export const ChecklistPanel = lazy(async () => ({ default: (await import('./ChecklistPanel.tsx')).ChecklistPanel }));
export const FormsPanel = lazy(async () => ({ default: (await import('./FormsPanel.tsx')).FormsPanel }));
export const LettersPanel = lazy(async () => ({ default: (await import('./LettersPanel.tsx')).LettersPanel }));
export const UscisStatusPanel = lazy(async () => ({ default: (await import('./UscisStatusPanel.tsx')).UscisStatusPanel }));
export const RfePanel = lazy(async () => ({ default: (await import('./rfe/RfePanel.tsx')).RfePanel }));
export const ProviderDocumentsPanel = lazy(async () => ({
  default: (await import('./ProviderDocumentsPanel.tsx')).ProviderDocumentsPanel,
}));
export const CompanyDocumentsPanel = lazy(async () => ({
  default: (await import('./CompanyDocumentsPanel.tsx')).CompanyDocumentsPanel,
}));
export const HistoryPanel = lazy(async () => ({ default: (await import('./HistoryPanel.tsx')).HistoryPanel }));
