import {
  BENEFICIARY_SIGNED_FORMS,
  type EmptyExhibitFinding,
  type FormFieldsMissingFinding,
  type FormNotGeneratedFinding,
  type FormUnsignedFinding,
  type RequestedExhibitFinding,
  type UnsignedLetterFinding,
} from '@app/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { paths } from '@/lib/paths.ts';

/**
 * The exhibit as the petition tree names it: its packet label when it has one, and where it sits
 * ("Exhibit A-2 · Awards › Award certificate"; "Awards › Jury invitation" for one left out of the packet).
 */
export function exhibitPlace(finding: { packetLabel: string | null; moduleName: string; exhibitName: string }): string {
  const place = `${finding.moduleName} › ${finding.exhibitName}`;
  return finding.packetLabel ? `Exhibit ${finding.packetLabel} · ${place}` : place;
}

type ShowInTree = (finding: { moduleId: string; exhibitId: string }) => void;

function ShowInTreeButton({ place, onShow }: { place: string; onShow: () => void }) {
  return (
    <Button type="button" variant="link" size="sm" className="h-auto p-0" allowInReadOnly onClick={onShow}>
      Show in the tree<span className="sr-only">: {place}</span>
    </Button>
  );
}

/**
 * The packet would hold no exhibit at all (a petition built by hand from modules without exhibits): compiled, it
 * is forms and an empty exhibit index. Says how evidence gets into the petition, in the tree's own words.
 */
export function NoExhibitsItem() {
  return (
    <li className="space-y-1 py-2">
      <p className="font-medium">The packet has no exhibits: add the evidence to the petition before compiling.</p>
      <p className="text-sm text-muted-foreground">
        Under Modules and exhibits, choose an exhibit type in a module and click Add exhibit (add a module first if there is none
        for it), then upload its documents or ask the customer for them. Compiled now, the packet holds only the forms and
        letters, with an empty exhibit index.
      </p>
    </li>
  );
}

/** An exhibit with no documents: left out of the packet unless kept "to follow" (the toggle). */
export function EmptyExhibitItem({
  finding,
  saving,
  onToggle,
  onShow,
}: {
  finding: EmptyExhibitFinding;
  saving: boolean;
  onToggle: (exhibitId: string, toFollow: boolean) => void;
  onShow: ShowInTree;
}) {
  const id = useId();
  const place = exhibitPlace(finding);
  return (
    <li className="space-y-1 py-2">
      <p className="break-words font-medium">{place}</p>
      <p className="text-sm text-muted-foreground">
        {finding.packetToFollow
          ? 'No documents yet. Kept in the packet as to follow: its tab and index row say the documents follow.'
          : 'No documents. Left out of the packet and its index.'}
        {finding.stillRequested ? ' Still requested from the customer.' : ''}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id={id}
            checked={finding.packetToFollow}
            busy={saving}
            onCheckedChange={(checked) => onToggle(finding.exhibitId, checked === true)}
            aria-describedby={`${id}-what`}
          />
          <Label htmlFor={id} className="text-sm font-normal">
            Keep as to follow
          </Label>
          <span id={`${id}-what`} className="sr-only">
            {place}
          </span>
        </div>
        <ShowInTreeButton place={place} onShow={() => onShow(finding)} />
      </div>
    </li>
  );
}

/** An exhibit going into the packet that the customer was asked for and has not provided. */
export function RequestedExhibitItem({ finding, onShow }: { finding: RequestedExhibitFinding; onShow: ShowInTree }) {
  const place = exhibitPlace(finding);
  return (
    <li className="space-y-1 py-2">
      <p className="break-words font-medium">{place}</p>
      <p className="text-sm text-muted-foreground">
        Has documents, but is still requested from the customer: check that what is filed is what was asked for.
      </p>
      <ShowInTreeButton place={place} onShow={() => onShow(finding)} />
    </li>
  );
}

export function UnsignedLetterItem({ finding }: { finding: UnsignedLetterFinding }) {
  return (
    <li className="space-y-1 py-2">
      <p className="break-words font-medium">{finding.letterName}</p>
      <p className="text-sm text-muted-foreground">Saved as a draft: no signed copy is stored for it.</p>
      <Link className="text-sm font-medium text-primary underline-offset-4 hover:underline" to={paths.admin.draft}>
        Open letter drafting <span className="sr-only">for {finding.letterName}</span>
      </Link>
    </li>
  );
}

/**
 * A form the case needs that was never generated (the packet would be filed without it), or whose latest copy
 * lacks required fields: what is missing, and the way to the Forms panel where it is completed and generated.
 */
export function FormFindingItem({
  finding,
  onOpenForms,
}: {
  finding: FormFieldsMissingFinding | FormNotGeneratedFinding;
  onOpenForms: () => void;
}) {
  const notGenerated = finding.kind === 'form-not-generated';
  return (
    <li className="space-y-1 py-2">
      <p className="break-words font-medium">{finding.formName}</p>
      <p className="text-sm text-muted-foreground">
        {notGenerated ? 'Not generated yet: the packet is compiled without it.' : 'Generated with required fields missing.'}
        {finding.missingFields.length > 0 ? (notGenerated ? ' Required fields still missing:' : '') : ''}
      </p>
      {finding.missingFields.length > 0 ? (
        <ul className="list-disc pl-5 text-sm">
          {finding.missingFields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
      ) : null}
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0"
        allowInReadOnly
        aria-label={`Open the Forms panel for ${finding.formName}`}
        onClick={onOpenForms}
      >
        Open the Forms panel
      </Button>
    </li>
  );
}

/**
 * A form whose petitioner's handwritten signature is awaited, or belongs to an earlier generation (migration 0087):
 * the packet files the generated copy unsigned. The Forms panel shows the request and asks again. The I-765 is the
 * beneficiary's to sign (migration 0119), and is worded so.
 */
export function FormUnsignedItem({ finding, onOpenForms }: { finding: FormUnsignedFinding; onOpenForms: () => void }) {
  const who = (BENEFICIARY_SIGNED_FORMS as readonly string[]).includes(finding.form) ? 'beneficiary' : 'petitioner';
  return (
    <li className="space-y-1 py-2">
      <p className="break-words font-medium">{finding.formName}</p>
      <p className="text-sm text-muted-foreground">
        {finding.signature === 'outdated'
          ? `Regenerated after the ${who} was asked to sign it: it needs a new signature, and the packet files it unsigned.`
          : `The ${who}’s signed copy has not arrived: the packet files it unsigned.`}
      </p>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0"
        allowInReadOnly
        aria-label={`Open the Forms panel for ${finding.formName}`}
        onClick={onOpenForms}
      >
        Open the Forms panel
      </Button>
    </li>
  );
}
