import { getExhibitType } from '@app/domain';
import { Library } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { moduleTypeLabel } from '@/components/domain/module-card/index.ts';
import { Button } from '@/components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover.tsx';
import type { ReusableExhibitOption } from '../api/reusable-exhibit-search.ts';
import { treeNodeId } from '../model/tree-node-id.ts';
import { focusTreeNodeWhenShown } from './panels/scroll-to-tree-node.ts';
import { ReusableExhibitSearchList } from './ReusableExhibitSearchList.tsx';

export const COPY_FROM_REPOSITORY_TEXT = 'Copy from repository';

interface CopyReusableExhibitPickerProps {
  moduleName: string;
  /** Copies the chosen repository exhibit into the module (POST /reusable/copy) and refreshes the tree; answers the copy's id. */
  onCopy: (reusable: ReusableExhibitOption) => Promise<string>;
}

/** What a found exhibit is, in words: its exhibit type, else its module type. */
function optionKind(option: ReusableExhibitOption): string | null {
  if (option.exhibitType) return getExhibitType(option.exhibitType)?.name ?? option.exhibitType;
  return option.moduleType ? moduleTypeLabel(option.moduleType) : null;
}

/**
 * Search the reusable exhibit repository as you type (on the server, debounced) and copy the chosen
 * exhibit, with its files and sub-exhibits, to the end of the module. Disabled in read-only mode (Button).
 * Focus: the closing popover gives it back to this button, which is busy, not disabled, while the copy runs
 * (a disabled one would drop it to the page's body); then it moves to the copy's row in the tree,
 * as for an exhibit added by the form beside it. A failed copy leaves it on the button, under the error toast.
 */
export function CopyReusableExhibitPicker({ moduleName, onCopy }: CopyReusableExhibitPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  // The accessible name starts with the visible text (WCAG 2.5.3 label in name).
  const label = `${COPY_FROM_REPOSITORY_TEXT} into ${moduleName}`;

  const copy = (option: ReusableExhibitOption) => {
    setOpen(false);
    setQuery('');
    setBusy(true);
    onCopy(option)
      .then((exhibitId) => {
        focusTreeNodeWhenShown(treeNodeId('exhibit', exhibitId));
        toast.success(`Copied "${option.name}" into ${moduleName}.`);
      })
      .catch((failure: unknown) => {
        console.error('copying the reusable exhibit failed:', failure);
        toast.error('The exhibit could not be copied from the repository.');
      })
      .finally(() => setBusy(false));
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-label={label}
          busy={busy}
        >
          <Library aria-hidden="true" />
          {COPY_FROM_REPOSITORY_TEXT}
        </Button>
      </PopoverTrigger>
      {/* The popover is a dialog to assistive technology, so it needs a name too. */}
      <PopoverContent aria-label={`Copy an exhibit into ${moduleName}`} className="w-96 max-w-[calc(100vw-2rem)] p-0">
        <ReusableExhibitSearchList
          query={query}
          onQueryChange={setQuery}
          moduleType={null}
          detailOf={optionKind}
          onSelect={copy}
        />
      </PopoverContent>
    </Popover>
  );
}
