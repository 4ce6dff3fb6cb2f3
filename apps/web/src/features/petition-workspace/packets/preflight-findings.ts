import {
  getExhibitType,
  packetPreflight,
  preflightFormsFromList,
  staffCustomerStatus,
  withSignatureStatus,
  type PreflightExhibit,
  type PreflightFinding,
  type PreflightForm,
  type PreflightLetter,
  type PreflightModule,
} from '@app/domain';
import { moduleTypeLabel } from '@/components/domain/module-card/index.ts';
import { buildWorkspaceTree, type TreeExhibit } from '../model/workspace-tree.ts';
import type { PreflightPetition } from './preflight-api.ts';
import { listPetitionForms } from '../components/panels/uscis-forms/uscis-forms-api.ts';

/** An exhibit's name as the petition tree shows it (its name; a nameless one by its type). */
function exhibitName(exhibit: TreeExhibit): string {
  return exhibit.name.trim() || (exhibit.exhibitType && getExhibitType(exhibit.exhibitType)?.name) || 'Untitled exhibit';
}

function toPreflightExhibit(exhibit: TreeExhibit): PreflightExhibit {
  return {
    id: exhibit.id,
    name: exhibitName(exhibit),
    visible: exhibit.visible,
    hasDocuments: exhibit.files.length > 0,
    packetToFollow: exhibit.packetToFollow,
    // What the workspace's badge says: staff's own review status when they gave one, else the customer's progress.
    stillRequested: staffCustomerStatus(exhibit.displayStatus, exhibit.customer.progress) === 'requested',
    subExhibits: exhibit.subExhibits.map(toPreflightExhibit),
  };
}

/**
 * Letters have no signature state yet (issue 28): a letter saved from the drafting page keeps the PDF
 * rendered from its draft as its final file, with a Word version beside it (docxFileId), so it is unsigned;
 * a letter whose final file came without a Word version was stored as the signed file.
 */
export function isSignedLetter(letter: { finalFileId?: string | null; docxFileId?: string | null }): boolean {
  return Boolean(letter.finalFileId) && !letter.docxFileId;
}

/** The pre-flight findings for the petition as read by the pre-flight query (see packetPreflight for the rule). */
export function preflightFindings(petition: PreflightPetition, forms: readonly PreflightForm[]): PreflightFinding[] {
  const tree = buildWorkspaceTree(petition) ?? [];
  const modules: PreflightModule[] = tree.map((module) => ({
    id: module.id,
    name: module.name.trim() || moduleTypeLabel(module.type),
    visible: module.visible,
    exhibits: module.exhibits.map(toPreflightExhibit),
  }));
  const letters: PreflightLetter[] = petition.petitionLettersByPetitionId.nodes.map((letter) => ({
    id: letter.id,
    name: letter.name,
    signed: isSignedLetter(letter),
  }));
  const signatures = petition.petitionFormSignaturesByPetitionId.nodes;
  return packetPreflight({ modules, letters, forms: withSignatureStatus(forms, signatures) });
}

/** The forms the case needs as the Forms panel reports them (generated or not, required fields missing). */
export async function loadFormsForPreflight(petitionId: string): Promise<PreflightForm[]> {
  return preflightFormsFromList(await listPetitionForms(petitionId));
}
