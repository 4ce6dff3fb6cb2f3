import {
  FILING_TYPE_LABELS,
  FILING_TYPES,
  isOneOf,
  SIGNER_RELATION_LABELS,
  SIGNER_RELATIONS,
  TN_ADDRESSEES,
  TN_CITIZENSHIPS,
  TN_CONSULAR_PROCESSING_MEANS,
  TN_PROFESSION_LIST,
  tnApplicationRoute,
  type TnProfession,
} from '@app/domain';
import { useId } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

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
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full"
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
      </NativeSelect>
      {chosen && (
        <p id={`${id}-minimum`} className="text-sm text-muted-foreground">
          Minimum: {chosen.minimum}
        </p>
      )}
    </div>
  );
}

/**
 * How the TN is applied for (the case's filing type, in the spec's words) and the beneficiary's citizenship: together
 * they decide whom the letter is addressed to, said under the two lists; Consular Processing is explained, as for a TN
 * it means the border for a Canadian.
 */
export function TnRouteSelects({
  filingType,
  citizenship,
  onChange,
}: {
  filingType: string;
  citizenship: string;
  onChange: (field: 'tn_filing_type' | 'tn_citizenship', value: string) => void;
}) {
  const ids = { filing: useId(), citizenship: useId(), means: useId() };
  const route = tnApplicationRoute(
    isOneOf(FILING_TYPES, filingType) ? filingType : null,
    isOneOf(TN_CITIZENSHIPS, citizenship) ? citizenship : null,
  );
  return (
    <div className="space-y-1">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={ids.filing}>Filing type</Label>
          <NativeSelect
            id={ids.filing}
            value={filingType}
            onChange={(event) => onChange('tn_filing_type', event.target.value)}
            className="w-full"
            aria-describedby={ids.means}
          >
            <option value="">Select...</option>
            {FILING_TYPES.map((type) => (
              <option key={type} value={type}>
                {FILING_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor={ids.citizenship}>Citizenship</Label>
          <NativeSelect
            id={ids.citizenship}
            value={citizenship}
            onChange={(event) => onChange('tn_citizenship', event.target.value)}
            className="w-full"
            aria-describedby={ids.means}
          >
            <option value="">Select...</option>
            {TN_CITIZENSHIPS.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p id={ids.means} className="text-sm text-muted-foreground">
        {TN_CONSULAR_PROCESSING_MEANS}{' '}
        {route ? `The letter is addressed to: ${TN_ADDRESSEES[route][0]}.` : 'Choose both to address the letter.'}
      </p>
    </div>
  );
}

/** Who the signer is to the beneficiary; left empty, the letter is an employer letter when the signer works for the petitioner. */
export function SignerRelationSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Signatory&apos;s relation</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)} className="w-full">
        <option value="">From the signatory&apos;s employer</option>
        {SIGNER_RELATIONS.map((relation) => (
          <option key={relation} value={relation}>
            {SIGNER_RELATION_LABELS[relation]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
