import type { Editor } from '@tiptap/core';
import { Palette } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover.tsx';
import { normalizeHexColour } from './editor-validation.ts';

/**
 * Text colour: a hex value with '#' and 3 or 6 digits is applied; anything else clears the input
 * (spec 2 §5) and changes nothing.
 */
export function ColorInput({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const inputId = useId();
  const current = (editor.getAttributes('textStyle').color as string | undefined) ?? '';

  const apply = () => {
    const colour = normalizeHexColour(value);
    if (!colour) {
      setValue('');
      return;
    }
    editor.chain().focus().setColor(colour).run();
    setValue(colour);
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setValue(current);
      }}
    >
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="h-8 w-8"
          aria-label="Text colour"
          title="Text colour"
          disabled={disabled}
        >
          <Palette aria-hidden="true" style={current ? { color: current } : undefined} />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-64 space-y-2 p-3">
        <label htmlFor={inputId} className="text-xs font-medium">
          Hex colour
        </label>
        <Input
          id={inputId}
          value={value}
          placeholder="#1f2937"
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <div className="flex justify-between gap-2">
          <Button type="button" size="sm" onClick={apply}>
            Apply colour
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              editor.chain().focus().unsetColor().run();
              setValue('');
              setOpen(false);
            }}
          >
            Remove colour
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
