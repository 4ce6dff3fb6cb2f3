import { ApolloLink } from '@apollo/client';
import { map, mergeMap, Observable } from 'rxjs';

/** Operation context of a query live events refetch (LIVE_QUERY_CONTEXT): its answer must not predate a save's. */
export interface OwnSaveOrderContext {
  readAfterOwnSaves?: boolean;
}

/** How often a live query is asked again before its answer is let through however many saves overtook it. */
const MAX_READS = 3;

/**
 * Keeps a live refetch's answer from undoing one of this page's saves. A refetch another editor's change started can
 * read the record on the server before this page's save and arrive after the save's answer is in the cache: written
 * over it, the older answer puts the earlier text back in the field the staff member just saved, where the next
 * keystroke would build on it (a lost edit). The page's own echo refetches only once it arrives, which can be later
 * (twenty-seventh session, docs/decisions.md). So a live query (context `readAfterOwnSaves`) during which any mutation
 * of this page was answered is asked again before its answer reaches the cache: its second read starts after the
 * save's answer, so after the save. Mutations' answers are counted per link, that is per page load's client.
 */
export function createOwnSaveOrderLink(): ApolloLink {
  let mutationsAnswered = 0;
  return new ApolloLink((operation, forward) => {
    if (operation.operationType === 'mutation')
      return forward(operation).pipe(
        map((result) => {
          mutationsAnswered += 1;
          return result;
        }),
      );
    if (!(operation.getContext() as OwnSaveOrderContext).readAfterOwnSaves) return forward(operation);
    // Only operators the client's first load already has (rxjs's Observable, map, mergeMap; an array for `of`).
    const read = (attempt: number): Observable<ApolloLink.Result> =>
      new Observable((subscriber) => {
        const answeredBefore = mutationsAnswered;
        return forward(operation)
          .pipe(
            mergeMap((result) => (mutationsAnswered !== answeredBefore && attempt < MAX_READS ? read(attempt + 1) : [result])),
          )
          .subscribe(subscriber);
      });
    return read(1);
  });
}
