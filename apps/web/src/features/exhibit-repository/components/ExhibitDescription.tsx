import { useCallback, useState } from 'react';
import { RichTextEditor, RichTextView } from '@/components/rich-text/index.ts';
import { Button } from '@/components/ui/button.tsx';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import type { ExhibitActions } from '../hooks/use-exhibit-actions.ts';
import type { EditorExhibit } from '../model/editor-exhibit.ts';

export const NO_DESCRIPTION_TEXT = 'No description provided';

/**
 * The description shown as HTML; clicking it (or its Edit button) opens the shared rich-text editor, which
 * saves 1 s after typing stops (spec 2 §2.2, §4). 'Generate Description' is not offered: the writing
 * service describes petition exhibits only (POST /exhibit/description takes an exhibits row id).
 */
export function ExhibitDescription({ exhibit, actions }: { exhibit: EditorExhibit; actions: ExhibitActions }) {
  const [editing, setEditing] = useState(false);
  const readOnly = useReadOnly();
  const { save } = actions;
  const saveDescription = useCallback((html: string) => save({ description: html === '' ? null : html }), [save]);
  const subject = exhibit.name || 'the exhibit';

  if (editing)
    return (
      <div className="grid gap-2">
        <RichTextEditor
          key={exhibit.id}
          value={exhibit.description}
          onSave={saveDescription}
          label={`Description of ${subject}`}
        />
        <div>
          <Button type="button" variant="outline" size="sm" allowInReadOnly onClick={() => setEditing(false)}>
            Done
          </Button>
        </div>
      </div>
    );

  const open = () => !readOnly && setEditing(true);
  return (
    <div className="grid gap-2">
      {/* A click on the text opens the editor (spec 2 §2.2); the button is the way in for keyboards and screen readers. */}
      <div onClick={open} className="cursor-text rounded-md border border-transparent p-2 hover:border-input">
        <RichTextView html={exhibit.description} empty={NO_DESCRIPTION_TEXT} />
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" aria-label={`Edit description of ${subject}`} onClick={open}>
          Edit description
        </Button>
      </div>
    </div>
  );
}
