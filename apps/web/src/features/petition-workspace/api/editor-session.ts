// The page load's editor session, shared with the other editing pages (the Entities page): lib/editor-session.ts.
export { EDITOR_SESSION, EDITOR_SESSION_CONTEXT, EDITOR_SESSION_HEADER } from '@/lib/editor-session.ts';
