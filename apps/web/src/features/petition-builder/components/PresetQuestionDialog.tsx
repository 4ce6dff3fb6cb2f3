import { ARCHETYPE_LABELS, isArchetype, isTnVisa, VISA_TYPES, type ModuleDraft } from '@app/domain';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import type { KeyedModule, PresetAnswer } from '../model/builder-state.ts';
import { countLabel } from '@/lib/count-label.ts';

export const PRESET_QUESTION_TITLE = 'Use the new module template?';
export const KEEP_MODULES_TEXT = 'Keep my modules';
export const REPLACE_MODULES_TEXT = 'Replace with the template';
export const MERGE_MODULES_TEXT = 'Merge: add the missing template modules';

export interface PresetQuestionDialogProps {
  /** The template the new selection calls for; null closes the dialog. */
  preset: readonly ModuleDraft[] | null;
  modules: readonly KeyedModule[];
  visaClassId: string | null;
  archetype: string | null;
  onAnswer: (answer: PresetAnswer) => void;
}

/** The template's name in words: 'TN preset', or the visa and archetype it was built for. */
function templateName(visaClassId: string | null, archetype: string | null): string {
  if (isTnVisa(visaClassId)) return 'the TN preset';
  const visa = VISA_TYPES.find((type) => type.code === visaClassId)?.name;
  const who = isArchetype(archetype) ? `${ARCHETYPE_LABELS[archetype]} template` : 'template';
  return visa ? `the ${visa} ${who}` : `the ${who}`;
}

/**
 * Asked when the visa type or archetype changes after staff changed the module list (issue 25):
 * keep their modules, replace them with the new template, or merge (add the template's modules the
 * list lacks, keep theirs). Closing the dialog (Escape, ×) keeps the modules: nothing is lost unasked.
 */
export function PresetQuestionDialog({ preset, modules, visaClassId, archetype, onAnswer }: PresetQuestionDialogProps) {
  const have = new Set(modules.map((module) => module.draft.type));
  const missing = (preset ?? []).filter((module) => !have.has(module.type));
  return (
    <Dialog open={preset !== null} onOpenChange={(open) => !open && onAnswer('keep')}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PRESET_QUESTION_TITLE}</DialogTitle>
          <DialogDescription>
            This petition now calls for {templateName(visaClassId, archetype)}, but the module list has changes of its own. What
            should happen to your {countLabel(modules.length, 'module', 'modules')}?
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm sm:grid-cols-2">
          <section aria-label="The template's modules">
            <h3 className="font-medium">The template&apos;s modules</h3>
            <ul className="mt-1 list-disc pl-5">
              {(preset ?? []).map((module, index) => (
                <li key={`${module.type}-${index}`}>{module.name}</li>
              ))}
            </ul>
          </section>
          <section aria-label="Merge would add">
            <h3 className="font-medium">Merge would add</h3>
            {missing.length === 0 ? (
              <p className="mt-1 text-muted-foreground">Nothing: your list has every module of the template.</p>
            ) : (
              <ul className="mt-1 list-disc pl-5">
                {missing.map((module, index) => (
                  <li key={`${module.type}-${index}`}>{module.name}</li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onAnswer('keep')}>
            {KEEP_MODULES_TEXT}
          </Button>
          <Button type="button" variant="outline" onClick={() => onAnswer('merge')}>
            {MERGE_MODULES_TEXT}
          </Button>
          <Button type="button" onClick={() => onAnswer('replace')}>
            {REPLACE_MODULES_TEXT}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
