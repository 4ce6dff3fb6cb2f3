import { exhibitFileLimit } from '@app/domain';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useClientConfig } from '@/lib/client-config.ts';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import { FilesSection } from './FilesSection.tsx';
import { guidanceFor } from './guidance.ts';
import type { ScreenProps } from './screen-props.ts';
import { fileCountProblem } from './screen-schemas.ts';
import { useExhibitFiles, type FileTarget } from './use-exhibit-files.ts';
import { checklistStepName } from '../checklist-texts.ts';

/**
 * An honest "I have none" a file step may offer (the CV: a beneficiary without one is not stuck): kept in the item's
 * data under `key` (true), which the database copies to the exhibit's customer answers staff read (migration 0035).
 */
export interface NoFileAnswer {
  key: string;
  label: MessageDescriptor;
}

/**
 * A file step (spec 3 §4.3): Next refetches the files and saves their ids (completed); with none an
 * optional exhibit is skipped and a required one does not advance, unless the person answered that they have none
 * (`noFileAnswer`: saved, completed). 'Next – Skip for now' with files saves them (the item stays pending); without
 * files it only moves on.
 */
export function FileUploadScreen({
  exhibit,
  flow,
  target,
  title,
  noFileAnswer,
}: ScreenProps & { target: FileTarget; title?: MessageDescriptor; noFileAnswer?: NoFileAnswer }) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const files = useExhibitFiles(target);
  const { uploadLimits } = useClientConfig();
  // BEN-051: the exhibit type's limit (original code: 4), the one the upload route holds too.
  const maxFiles = target.kind === 'exhibit' ? exhibitFileLimit(exhibit.type, uploadLimits.maxFiles) : undefined;
  const [problem, setProblem] = useState<string | null>(null);
  const [hasNone, setHasNone] = useState(noFileAnswer ? exhibit.data[noFileAnswer.key] === true : false);

  // Files outweigh the answer: a CV uploaded after "I have none" is a CV, and staff read no stale "none".
  const withoutNone = () => {
    if (!noFileAnswer) return exhibit.data;
    const { [noFileAnswer.key]: _none, ...rest } = exhibit.data;
    return rest;
  };
  const uploaded = async () => {
    setProblem(null);
    if (!noFileAnswer || exhibit.data[noFileAnswer.key] !== true) return;
    // Said "none" earlier (the step is done): the upload replaces that answer at once, not only on Next.
    setHasNone(false);
    const held = await files.refetch();
    await flow.saveData(exhibit.id, { ...withoutNone(), files: held.map((file) => file.id) });
  };

  const submit = async () => {
    const held = await files.refetch();
    if (noFileAnswer && hasNone && held.length === 0) {
      await flow.saveData(exhibit.id, { ...withoutNone(), [noFileAnswer.key]: true });
      return flow.next();
    }
    // Spec 3 §5: the student visa rule is no hard block; a required one without a file stays open (followup lists it).
    if (held.length === 0 && exhibit.required && exhibit.type === 'STUDENT_VISA') return flow.skipForNow(exhibit.id);
    const missing = fileCountProblem(held.length, exhibit.required, exhibit.type);
    if (missing) return setProblem(translate(missing));
    if (held.length === 0) return flow.skip(exhibit.id);
    await flow.saveData(exhibit.id, { ...withoutNone(), files: held.map((file) => file.id) });
    flow.next();
  };
  const skipForNow = async () => {
    const held = await files.refetch();
    if (held.length > 0) await flow.saveData(exhibit.id, { ...withoutNone(), files: held.map((file) => file.id) }, 'pending');
    flow.skipForNow(exhibit.id);
  };

  return (
    <ExhibitFrame
      exhibit={exhibit}
      flow={flow}
      {...(title ? { title: i18n._(title) } : {})}
      onNext={() => void submit()}
      onSkipForNow={() => void skipForNow()}
    >
      <FilesSection
        label={i18n._({ ...ONBOARDING_MESSAGES.upload, values: { name: checklistStepName(i18n, exhibit.name) } })}
        files={files}
        problem={problem}
        guidance={guidanceFor(i18n, exhibit.type)}
        maxFiles={maxFiles}
        onUploaded={() => void uploaded()}
      />
      {noFileAnswer && files.files.length === 0 && (
        <div className="flex items-center gap-3">
          <Checkbox
            id="no-file-answer"
            checked={hasNone}
            onCheckedChange={(checked) => {
              setHasNone(checked === true);
              setProblem(null);
            }}
          />
          <Label htmlFor="no-file-answer">{i18n._(noFileAnswer.label)}</Label>
        </div>
      )}
    </ExhibitFrame>
  );
}
