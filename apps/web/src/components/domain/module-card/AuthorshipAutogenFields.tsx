import type { ModuleDraft } from '@app/domain';
import { useId, useState } from 'react';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { parseArticleCount, updateModuleData } from './module-draft-edits.ts';

interface AuthorshipAutogenFieldsProps {
  module: ModuleDraft;
  onChange: (next: ModuleDraft) => void;
  disabled?: boolean;
}

/** What the research agent needs to generate an authorship module (spec 1 §5), stored in module.data. */
export function AuthorshipAutogenFields({ module, onChange, disabled }: AuthorshipAutogenFieldsProps) {
  const urlId = useId();
  const countId = useId();
  const countErrorId = useId();
  // The count as typed, so "0" or "2.5" stay visible with an error instead of vanishing; null when not editing.
  const [countText, setCountText] = useState<string | null>(null);
  const url = module.data.google_scholar_url ?? '';
  const count = module.data.num_articles;
  const shownCount = countText ?? (count === undefined ? '' : String(count));
  const countInvalid = shownCount.trim() !== '' && parseArticleCount(shownCount) === undefined;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1">
        <Label htmlFor={urlId}>Google Scholar URL</Label>
        <Input
          id={urlId}
          type="url"
          value={url}
          aria-required
          aria-invalid={url.trim() === '' || undefined}
          disabled={disabled}
          onChange={(event) => onChange(updateModuleData(module, { google_scholar_url: event.target.value || undefined }))}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={countId}>Number of articles</Label>
        <Input
          id={countId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={shownCount}
          aria-required
          aria-invalid={countInvalid || shownCount.trim() === '' || undefined}
          aria-describedby={countInvalid ? countErrorId : undefined}
          disabled={disabled}
          onChange={(event) => {
            setCountText(event.target.value);
            const next = parseArticleCount(event.target.value);
            if (next !== count) onChange(updateModuleData(module, { num_articles: next }));
          }}
          onBlur={() => setCountText(null)}
        />
        {countInvalid && (
          <p id={countErrorId} className="text-xs text-destructive">
            Enter a whole number of at least 1.
          </p>
        )}
      </div>
    </div>
  );
}
