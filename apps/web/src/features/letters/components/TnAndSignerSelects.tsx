import { SIGNER_RELATION_LABELS, SIGNER_RELATIONS, TN_PROFESSION_LIST, type TnProfession } from '@app/domain';
import { useId } from 'react';
import { Label } from '@/components/ui/label.tsx';

const SELECT_CLASS = 'h-9 w-full rounded-md border border-input bg-background px-3 text-sm';

const GROUPS = [...new Set(TN_PROFESSION_LIST.map((profession) => profession.group))];

/**
 * The USMCA profession a TN letter argues (Appendix 1603.D.1, issue 33), grouped as the appendix
 * groups them; the chosen one's minimum education is shown under the list so staff see what the
 * letter will argue.
 */
export function TnProfessionSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const chosen: TnProfession | undefined = TN_PROFESSION_LIST.find((profession) => profession.name === value);
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>TN profession</Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={SELECT_CLASS}
        aria-describedby={chosen ? `${id}-minimum` : undefined}
      >
        <option value="">Select...</option>
        {GROUPS.map((group) => (
          <optgroup key={group} label={group}>
            {TN_PROFESSION_LIST.filter((profession) => profession.group === group).map((profession) => (
              <option key={profession.name} value={profession.name}>
                {profession.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {chosen && (
        <p id={`${id}-minimum`} className="text-sm text-muted-foreground">
          Minimum: {chosen.minimum}
        </p>
      )}
    </div>
  );
}

/** Who the signer is to the beneficiary; left empty, the letter is an employer letter when the signer works for the petitioner. */
export function SignerRelationSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Signatory&apos;s relation</Label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={SELECT_CLASS}>
        <option value="">From the signatory&apos;s employer</option>
        {SIGNER_RELATIONS.map((relation) => (
          <option key={relation} value={relation}>
            {SIGNER_RELATION_LABELS[relation]}
          </option>
        ))}
      </select>
    </div>
  );
}
