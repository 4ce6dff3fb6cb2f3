import { cloneExhibitContract, clonePetitionContract, copyReusableExhibitContract, createExhibitContract } from '@app/domain';
import { callRest } from '../../../lib/rest-client.ts';

/** A new exhibit of this type at the end of the module, through the research agent (POST /exhibit). */
export async function addExhibit(moduleId: string, exhibitType: string, orderIndex: number): Promise<string> {
  const { exhibitId } = await callRest(createExhibitContract, {
    request: { module_id: moduleId, exhibit_type: exhibitType, order_index: orderIndex, entities: [] },
  });
  return exhibitId;
}

/** A copy of the whole petition (POST /clone-petition); answers the new petition's id. */
export async function clonePetition(petitionId: string): Promise<string> {
  const { petitionId: newId } = await callRest(clonePetitionContract, { request: { petitionId } });
  return newId;
}

/** The exhibit of the repository we copy, as the picker found it. */
export interface ReusableExhibitChoice {
  id: string;
  exhibitType: string | null;
}

/**
 * A reusable exhibit with its files and sub-exhibits copied into the module at `orderIndex`
 * (POST /reusable/copy); answers the new exhibit's id. The type is sent too, so a repository exhibit
 * without one still gets it.
 */
export async function copyReusableExhibit(
  moduleId: string,
  reusable: ReusableExhibitChoice,
  orderIndex: number,
): Promise<string> {
  const { exhibitId } = await callRest(copyReusableExhibitContract, {
    request: {
      destination_module_id: moduleId,
      reusable_exhibit_id: reusable.id,
      ...(reusable.exhibitType ? { reusable_exhibit_type: reusable.exhibitType } : {}),
      order_index: orderIndex,
    },
  });
  return exhibitId;
}

/** The exhibit cloned into the reusable exhibit repository (POST /exhibits/{id}/clone); answers the copy's id. */
export async function cloneExhibitToRepository(exhibitId: string): Promise<string> {
  const { reusableExhibitId } = await callRest(cloneExhibitContract, {
    params: { id: exhibitId },
    request: { exhibitId },
  });
  return reusableExhibitId;
}
