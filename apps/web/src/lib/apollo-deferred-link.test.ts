import { ApolloLink } from '@apollo/client';
import { firstValueFrom, of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { deferredLink } from './apollo.ts';

describe('deferredLink (graphql-ws loads with the first subscription)', () => {
  it('loads its link once, with the first operation, and passes every operation through it', async () => {
    const seen: string[] = [];
    const real = new ApolloLink((operation) => {
      seen.push(operation.operationName ?? '');
      return of({ data: { name: operation.operationName } });
    });
    const load = vi.fn(async () => real);
    const link = deferredLink(load);
    expect(load).not.toHaveBeenCalled();

    const operation = (name: string) => ({ operationName: name }) as unknown as ApolloLink.Operation;
    const forward = () => of({});
    const first = await firstValueFrom(link.request(operation('PetitionUpdated'), forward));
    const second = await firstValueFrom(link.request(operation('ModuleChanged'), forward));

    expect(first).toEqual({ data: { name: 'PetitionUpdated' } });
    expect(second).toEqual({ data: { name: 'ModuleChanged' } });
    expect(seen).toEqual(['PetitionUpdated', 'ModuleChanged']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
