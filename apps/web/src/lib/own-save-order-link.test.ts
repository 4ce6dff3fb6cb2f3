import type { ApolloLink } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom, Subject, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createOwnSaveOrderLink } from './own-save-order-link.ts';

/** A server the test answers request by request, in the order it chooses. */
function heldServer() {
  const requests: { name: string; answer: Subject<ApolloLink.Result> }[] = [];
  const forward: ApolloLink.ForwardFunction = (operation) => {
    const answer = new Subject<ApolloLink.Result>();
    requests.push({ name: operation.operationName ?? '', answer });
    return answer;
  };
  const reply = (index: number, data: Record<string, unknown>) => {
    const { answer } = requests[index]!;
    answer.next({ data });
    answer.complete();
  };
  return { requests, forward, reply };
}

function operation(source: string, context: Record<string, unknown> = {}): ApolloLink.Operation {
  const query = parse(source);
  const definition = query.definitions[0]!;
  const operationType = definition.kind === 'OperationDefinition' ? definition.operation : undefined;
  const name = definition.kind === 'OperationDefinition' ? definition.name?.value : undefined;
  return { query, operationName: name, operationType, getContext: () => context } as unknown as ApolloLink.Operation;
}

const liveQuery = () => operation('query Petition { petition { field } }', { readAfterOwnSaves: true });
const save = () => operation('mutation SaveField { save { field } }');

describe('createOwnSaveOrderLink (a live refetch never undoes an own save)', () => {
  it("asks a live query again when one of the page's saves was answered while it was on its way", async () => {
    const link = createOwnSaveOrderLink();
    const server = heldServer();
    const answered = firstValueFrom(link.request(liveQuery(), server.forward));
    const saved = firstValueFrom(link.request(save(), server.forward));

    server.reply(1, { save: { field: 'new' } });
    await saved;
    // The older read (it left the server before the save) arrives after the save's answer: not passed on, read again.
    server.reply(0, { petition: { field: 'old' } });
    expect(server.requests.map(({ name }) => name)).toEqual(['Petition', 'SaveField', 'Petition']);
    server.reply(2, { petition: { field: 'new' } });
    expect(await answered).toEqual({ data: { petition: { field: 'new' } } });
  });

  it('passes a live query through at once when no save was answered meanwhile, and other queries always', async () => {
    const link = createOwnSaveOrderLink();
    const server = heldServer();
    const live = firstValueFrom(link.request(liveQuery(), server.forward));
    server.reply(0, { petition: { field: 'same' } });
    expect(await live).toEqual({ data: { petition: { field: 'same' } } });

    // A query not refetched by live events (no readAfterOwnSaves) keeps whatever order the network gives.
    const plain = firstValueFrom(link.request(operation('query Plain { petition { field } }'), server.forward));
    const saved = firstValueFrom(link.request(save(), server.forward));
    server.reply(2, { save: { field: 'new' } });
    await saved;
    server.reply(1, { petition: { field: 'old' } });
    expect(await plain).toEqual({ data: { petition: { field: 'old' } } });
    expect(server.requests).toHaveLength(3);
  });

  it('lets the answer through after three reads when saves keep overtaking it', async () => {
    const link = createOwnSaveOrderLink();
    const server = heldServer();
    const answers = firstValueFrom(link.request(liveQuery(), server.forward).pipe(take(1), toArray()));
    for (let read = 0; read < 3; read += 1) {
      const saved = firstValueFrom(link.request(save(), server.forward));
      server.reply(server.requests.length - 1, { save: { field: `save ${read}` } });
      await saved;
      server.reply(server.requests.length - 2, { petition: { field: `read ${read}` } });
    }
    expect(await answers).toEqual([{ data: { petition: { field: 'read 2' } } }]);
    expect(server.requests.filter(({ name }) => name === 'Petition')).toHaveLength(3);
  });
});
