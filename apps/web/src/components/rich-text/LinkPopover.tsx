import type { Editor } from '@tiptap/core';
import { Link as LinkIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { cn } from '@/lib/utils.ts';
import { isValidLinkUrl } from './editor-validation.ts';

/**
 * Adds, changes or removes the link at the selection. 'Set Link' stays disabled until the URL is a
 * scheme, ':' and non-space text, and never for javascript: (spec 2 §5).
 */
export function LinkPopover({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const inputId = useId();
  const active = editor.isActive('link');
  const valid = isValidLinkUrl(url);

  const setLink = () => {
    if (!valid) return;
    const href = url.trim();
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !active) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
    >
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={cn('h-8 w-8', active && 'bg-accent text-accent-foreground')}
          aria-label="Link"
          title="Link"
          aria-pressed={active}
          disabled={disabled}
        >
          <LinkIcon aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-80 space-y-2 p-3">
        <label htmlFor={inputId} className="text-xs font-medium">
          URL
        </label>
        <Input
          id={inputId}
          value={url}
          placeholder="https://example.com"
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setLink();
            }
          }}
        />
        <div className="flex justify-between gap-2">
          <Button type="button" size="sm" disabled={!valid} onClick={setLink}>
            Set Link
          </Button>
          {active && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                setOpen(false);
              }}
            >
              Remove Link
            </Button>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
