import { useQuery } from '@apollo/client/react';
import { QueryState } from '@/components/QueryState.tsx';
import { ReusableExhibitQuery } from '../api/repository-queries.ts';
import { useExhibitActions } from '../hooks/use-exhibit-actions.ts';
import { toEditorExhibit, type EditorExhibit } from '../model/editor-exhibit.ts';
import { ExhibitDescription } from './ExhibitDescription.tsx';
import { ExhibitEntities } from './ExhibitEntities.tsx';
import { ExhibitFileList } from './ExhibitFileList.tsx';
import { ExhibitSettings } from './ExhibitSettings.tsx';
import { SubExhibitList } from './SubExhibitList.tsx';

/**
 * The editor pane of one reusable exhibit (spec 2 §2.2). A sub-exhibit gets the same editor without the
 * entities and sub-exhibit sections; a top-level exhibit opens its sub-exhibits' editors inside its own.
 */
export function ExhibitEditor({ exhibitId }: { exhibitId: string }) {
  const query = useQuery(ReusableExhibitQuery, { variables: { id: exhibitId } });
  const loaded = query.data?.reusableExhibitById;
  return (
    <QueryState
      loading={query.loading}
      error={query.error}
      hasData={loaded !== undefined}
      isEmpty={loaded === null}
      empty="This exhibit was not found."
    >
      {loaded && <LoadedExhibitEditor exhibit={toEditorExhibit(loaded)} refetch={() => query.refetch()} />}
    </QueryState>
  );
}

function LoadedExhibitEditor({ exhibit, refetch }: { exhibit: EditorExhibit; refetch: () => Promise<unknown> }) {
  const actions = useExhibitActions(exhibit.id, refetch);
  const isSubExhibit = exhibit.parentId !== null;
  return (
    <article className="grid gap-6" aria-label={`${isSubExhibit ? 'Subexhibit' : 'Exhibit'} ${exhibit.name}`}>
      <ExhibitSettings exhibit={exhibit} actions={actions} />
      <section className="grid gap-2" aria-label={`Description of ${exhibit.name || 'the exhibit'}`}>
        <h3 className="text-sm font-medium">Description</h3>
        <ExhibitDescription exhibit={exhibit} actions={actions} />
      </section>
      <ExhibitFileList exhibit={exhibit} actions={actions} refetch={refetch} />
      {!isSubExhibit && <ExhibitEntities exhibit={exhibit} actions={actions} />}
      {!isSubExhibit && (
        <SubExhibitList
          exhibit={exhibit}
          actions={actions}
          refetch={refetch}
          renderEditor={(subExhibitId) => <ExhibitEditor exhibitId={subExhibitId} />}
        />
      )}
    </article>
  );
}
