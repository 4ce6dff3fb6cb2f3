import { OWNED_BY, type OwnedBy } from '@app/domain';
import { createContext, useContext } from 'react';

/**
 * Who may provide something on the petition being built or worked on (petitionParties: no petitioner on a
 * self-petition, whose company team does not exist): the builder's and the petition page's exhibit owners read it;
 * every party where no petition gives it.
 */
export const PetitionPartiesContext = createContext<readonly OwnedBy[]>(OWNED_BY);

export function usePetitionParties(): readonly OwnedBy[] {
  return useContext(PetitionPartiesContext);
}
