import { setG28Part6TextContract, setI765PhysicalAddressContract, type G28Form, type I765PhysicalAddress } from '@app/domain';
import { callRest } from '@/lib/rest-client.ts';

/** Saves a G-28's Part 6 text ('' removes it); resolves to the text as saved. */
export function saveG28Part6Text(petitionId: string, form: G28Form, text: string) {
  return callRest(setG28Part6TextContract, { request: { text }, params: { id: petitionId, form } });
}

/** Saves the I-765's physical address (null: the same as the mailing address). */
export function saveI765PhysicalAddress(petitionId: string, address: I765PhysicalAddress | null) {
  return callRest(setI765PhysicalAddressContract, { request: { address }, params: { id: petitionId } });
}
