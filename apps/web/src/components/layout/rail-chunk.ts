/** The customer rail and its phone drawer: one chunk, loaded by app/shell/LazyRail.tsx. */
export { RailMenuButton } from './RailDrawer.tsx';
export { SideRail } from './SideRail.tsx';
