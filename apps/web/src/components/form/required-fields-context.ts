import { createContext, useContext } from 'react';

const RequiredFieldsContext = createContext<((name: string) => boolean) | null>(null);

/** Provided by ZodForm: whether its schema requires a field, for the required marker. */
export const RequiredFieldsProvider = RequiredFieldsContext.Provider;

export function useIsRequiredField(name: string): boolean {
  return useContext(RequiredFieldsContext)?.(name) ?? false;
}
