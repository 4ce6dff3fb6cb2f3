import { Loader2, Sparkles } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../ui/dropdown-menu.tsx';

/** The toolbar's 'AI Tools' menu holding 'Generate Description' (spec 2 §2.5). */
export function AiToolsMenu({ running, disabled, onGenerate }: { running: boolean; disabled: boolean; onGenerate: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="h-8" disabled={disabled || running}>
          {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          AI Tools
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onGenerate}>Generate Description</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
