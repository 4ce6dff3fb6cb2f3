import { ApolloClient, ApolloLink, gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createCache } from './apollo.ts';

/**
 * The app's cache keeps no result cache (issue 35: writing and reading back a page's answer took 3–4× as long with
 * it). What the app relies on must still hold: a query's hook hands out the same data until that query's own
 * answer changes, so a write elsewhere in the cache re-renders nothing, and a change it does see is shown.
 */
interface PetitionData {
  petitionById: {
    __typename: 'Petition';
    id: string;
    status: string;
    modules: { __typename: 'Module'; id: string; name: string }[];
  };
}
const PETITION: TypedDocumentNode<PetitionData> = gql`
  query CachePetition {
    petitionById(id: "p1") {
      id
      status
      modules {
        id
        name
      }
    }
  }
`;
const NOTES = gql`
  query CacheNotes {
    notes {
      id
      body
    }
  }
`;

const petitionData: PetitionData = {
  petitionById: {
    __typename: 'Petition',
    id: 'p1',
    status: 'DRAFT',
    modules: [
      { __typename: 'Module', id: 'm1', name: 'Awards' },
      { __typename: 'Module', id: 'm2', name: 'Judging' },
    ],
  },
};

function createClient() {
  const link = new ApolloLink((operation) =>
    of({ data: operation.operationName === 'CachePetition' ? petitionData : { notes: [] } }),
  );
  return new ApolloClient({ cache: createCache(), link });
}

afterEach(cleanup);

describe('the app cache without result caching', () => {
  it('keeps a query’s data identical across writes that do not touch it, and shows those that do', async () => {
    const client = createClient();
    const seen: unknown[] = [];
    function Petition() {
      const { data } = useQuery(PETITION);
      seen.push(data);
      return <p>{data ? data.petitionById.modules.map((module) => module.name).join(', ') : 'loading'}</p>;
    }
    render(
      <ApolloProvider client={client}>
        <Petition />
      </ApolloProvider>,
    );
    await screen.findByText('Awards, Judging');
    const shown = seen.at(-1);
    const rendersBefore = seen.length;

    // Another query's answer, and a write of the same values, change nothing this query reads.
    await act(async () => {
      await client.query({ query: NOTES });
      client.writeQuery({ query: PETITION, data: petitionData });
    });
    expect(seen.length).toBe(rendersBefore);
    expect(seen.at(-1)).toBe(shown);

    // A change to one of its entities is shown.
    await act(async () => {
      client.cache.modify({ id: 'Module:m2', fields: { name: () => 'Judging of others' } });
    });
    await screen.findByText('Awards, Judging of others');
    expect(seen.at(-1)).not.toBe(shown);
  });
});
