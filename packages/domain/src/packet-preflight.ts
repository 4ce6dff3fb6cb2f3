import type { TPetitionForm } from './contracts/uscis-forms.ts';
import { isInPacket, packetExhibitLabels, type LabelExhibit } from './exhibit-labels.ts';
import type { UscisFormId } from './uscis-forms/field-map.ts';
import { isMovedValueNote } from './uscis-forms/additional-information-overflow.ts';
import { formSignatureStatus, type FormSignatureState, type FormSignatureStatus } from './uscis-forms/petitioner-signature.ts';

/**
 * The pre-flight check before a packet is compiled (issue 28): what is missing or doubtful, each finding
 * naming the thing to fix. Staff confirm the list before compiling ("Compile anyway"); nothing here stops
 * a compile. One rule, computed from what the workspace reads of the petition (its tree, letters and, once
 * forms report their status, forms), so the dialog and its tests agree on what counts.
 *
 * - No exhibits: the packet would hold no exhibit at all (none visible with documents or kept "to follow", e.g. a
 *   petition built by hand from modules without exhibits): it would be filed as forms and an empty exhibit index, with
 *   no evidence. Listed first; like every finding it is confirmed, not refused, so staff decide (a forms-only packet
 *   may be wanted as a draft), but never by accident.
 * - Empty exhibit: an exhibit the packet would hold (visible, in a visible module) with no documents of its
 *   own and no sub-exhibit that goes in. The compile leaves it out (isInPacket) unless staff keep it "to
 *   follow"; it stays listed while kept, with the toggle on, because its documents are still missing.
 * - Still requested: an exhibit going into the packet (it has documents) that the customer was asked for and
 *   staff still see as "Requested" — what is filed may not be what the customer was meant to provide.
 * - Unsigned letter: a letter saved to the petition that has no signed file (see PreflightLetter.signed).
 * - Forms (from the Forms panel's list, preflightFormsFromList): a form the case needs that was never generated
 *   (the packet is filed without it), and a generated form whose required fields are missing. Each names the
 *   form, so the finding links to its entry in the petition's Forms panel, where it is generated or completed.
 * - Petitioner's signature (migration 0087): a generated form the petitioner was asked to sign whose signed copy has
 *   not arrived, or whose signature belongs to an earlier generation (regenerated since: the packet files the new
 *   copy unsigned). A form never sent for signature is not listed: staff may have it signed outside the portal.
 */

export interface PreflightExhibit extends LabelExhibit {
  /** The exhibit's name as the petition tree shows it. */
  name: string;
  /** Staff see the customer's status as "Requested" (staffCustomerStatus is 'requested'). */
  stillRequested: boolean;
  subExhibits: readonly PreflightExhibit[];
}

export interface PreflightModule {
  id: string;
  /** The module's name as the petition tree shows it. */
  name: string;
  visible: boolean;
  exhibits: readonly PreflightExhibit[];
}

export interface PreflightLetter {
  id: string;
  name: string;
  /**
   * Letters have no signature state yet: a letter counts as signed once its final file is one somebody
   * stored as the signed letter, i.e. not the PDF the drafting page renders from the draft (drafted letters
   * keep a Word version beside it). A letter without a final file is unsigned too.
   */
  signed: boolean;
}

/** A form the case needs, as the Forms panel reports it (preflightFormsFromList). */
export interface PreflightForm {
  /** Which form: the finding links to its entry in the petition's Forms panel. */
  form: UscisFormId;
  /** The form's name as people know it (e.g. "Form I-129"). */
  name: string;
  /** A copy has been generated; the packet files the latest one and leaves a form never generated out. */
  generated: boolean;
  /** Each required field still empty with where to enter it, in words. */
  missingFields: readonly string[];
  /** The latest generated copy's file (preflightFormsFromList), which a signature must belong to. */
  generatedFileId?: string;
  /** Where the petitioner's handwritten signature of the latest generated copy stands (absent: not known). */
  signature?: FormSignatureStatus;
}

/**
 * The pre-flight's forms from the Forms panel's list (GET /petitions/{id}/forms): every form the case needs, and a
 * form it may file (optional: the I-765) once staff generated it, since only then is it in the packet; each with
 * whether it was generated and the required fields the case still lacks for it.
 */
export function preflightFormsFromList(
  forms: ReadonlyArray<Pick<TPetitionForm, 'form' | 'label' | 'missing' | 'generated' | 'optional'>>,
): PreflightForm[] {
  return forms
    .filter((entry) => !entry.optional || entry.generated !== null)
    .map((entry) => ({
      form: entry.form,
      name: `Form ${entry.label}`,
      generated: entry.generated !== null,
      ...(entry.generated ? { generatedFileId: entry.generated.fileId } : {}),
      // A value moved in full to the form's Additional Information part is not missing from it.
      missingFields: entry.missing.filter((field) => !isMovedValueNote(field)).map((field) => field.message),
    }));
}

export interface PreflightInput {
  modules: readonly PreflightModule[];
  letters: readonly PreflightLetter[];
  forms: readonly PreflightForm[];
}

/** The packet would hold no exhibit at all: no evidence would be filed. */
export interface NoExhibitsFinding {
  kind: 'no-exhibits';
}
export interface EmptyExhibitFinding {
  kind: 'empty-exhibit';
  exhibitId: string;
  /** The label the packet gives it ("B-2") while kept "to follow"; null while it is left out. */
  packetLabel: string | null;
  moduleId: string;
  moduleName: string;
  exhibitName: string;
  packetToFollow: boolean;
  /** The customer was asked for it and has not provided it yet. */
  stillRequested: boolean;
}
export interface RequestedExhibitFinding {
  kind: 'requested-exhibit';
  exhibitId: string;
  /** The label the packet gives it ("B-2"). */
  packetLabel: string | null;
  moduleId: string;
  moduleName: string;
  exhibitName: string;
}
export interface UnsignedLetterFinding {
  kind: 'unsigned-letter';
  letterId: string;
  letterName: string;
}
export interface FormFieldsMissingFinding {
  kind: 'form-fields-missing';
  /** The form to complete in the Forms panel. */
  form: UscisFormId;
  formName: string;
  missingFields: readonly string[];
}
/** A form the case needs that was never generated: the packet would be filed without it. */
export interface FormNotGeneratedFinding {
  kind: 'form-not-generated';
  /** The form to generate in the Forms panel. */
  form: UscisFormId;
  formName: string;
  /** Required fields to enter before generating it (empty when it is ready to generate). */
  missingFields: readonly string[];
}
/** A generated form whose petitioner's signature is still awaited, or was given for an earlier generation. */
export interface FormUnsignedFinding {
  kind: 'form-unsigned';
  form: UscisFormId;
  formName: string;
  signature: 'awaited' | 'outdated';
}
export type PreflightFinding =
  | NoExhibitsFinding
  | EmptyExhibitFinding
  | RequestedExhibitFinding
  | UnsignedLetterFinding
  | FormFieldsMissingFinding
  | FormNotGeneratedFinding
  | FormUnsignedFinding;

/**
 * The pre-flight's forms with where each one's petitioner's signature stands, from the form's latest generated file
 * and the signature requests (petition_form_signatures) of the petition.
 */
export function withSignatureStatus(
  forms: readonly PreflightForm[],
  signatures: ReadonlyArray<FormSignatureState & { form: string }>,
): PreflightForm[] {
  return forms.map((form) => {
    const generatedFileId = form.generatedFileId;
    if (!generatedFileId) return form;
    const signature = signatures.find((candidate) => candidate.form === form.form) ?? null;
    return { ...form, signature: formSignatureStatus(signature, generatedFileId) };
  });
}

/** The findings: no exhibits at all first, then in tree order (exhibits), then letters, then forms (in filing order, as given). */
export function packetPreflight({ modules, letters, forms }: PreflightInput): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  // The packet's own numbering (exhibit-labels.ts), so a finding names the exhibit as the tree and packet do.
  const labels = packetExhibitLabels(modules);
  // Only what goes into the packet is labelled: no label at all is a packet without a single exhibit.
  if (labels.size === 0) findings.push({ kind: 'no-exhibits' });
  for (const module of modules) {
    if (!module.visible) continue;
    const where = (exhibit: PreflightExhibit) => ({
      exhibitId: exhibit.id,
      packetLabel: labels.get(exhibit.id) ?? null,
      moduleId: module.id,
      moduleName: module.name,
      exhibitName: exhibit.name,
    });
    const walk = (exhibits: readonly PreflightExhibit[]) => {
      for (const exhibit of exhibits) {
        // A hidden exhibit takes its sub-exhibits out of the packet with it: nothing of it is filed.
        if (!exhibit.visible) continue;
        const empty = !exhibit.hasDocuments && !exhibit.subExhibits.some(isInPacket);
        if (empty) {
          findings.push({
            kind: 'empty-exhibit',
            ...where(exhibit),
            packetToFollow: exhibit.packetToFollow,
            stillRequested: exhibit.stillRequested,
          });
        } else if (exhibit.stillRequested) {
          findings.push({ kind: 'requested-exhibit', ...where(exhibit) });
        }
        walk(exhibit.subExhibits);
      }
    };
    walk(module.exhibits);
  }
  for (const letter of letters) {
    if (!letter.signed) findings.push({ kind: 'unsigned-letter', letterId: letter.id, letterName: letter.name });
  }
  for (const form of forms) {
    const about = { form: form.form, formName: form.name, missingFields: form.missingFields };
    if (!form.generated) findings.push({ kind: 'form-not-generated', ...about });
    else if (form.missingFields.length > 0) findings.push({ kind: 'form-fields-missing', ...about });
    if (form.generated && (form.signature === 'awaited' || form.signature === 'outdated')) {
      findings.push({ kind: 'form-unsigned', form: form.form, formName: form.name, signature: form.signature });
    }
  }
  return findings;
}
