import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router';
import { paths } from '@/lib/paths.ts';
import type { Session } from '@/lib/session.tsx';
import { beneficiaryOnboardingRequest } from '@/features/beneficiary-onboarding/api/onboarding-page-query.ts';

/**
 * Pages whose first load waits on their own query, and that query for a session (issue 35). Opened first, such a
 * page's query went out only once the session had been rendered into the shell and the page (on a phone, the
 * onboarding checklist's largest text waited that long); started when the session is known, the page's identical
 * request joins it in flight, or finds its answer in the cache.
 * Started in the effect of the render that first knows the session, before React renders the portal below it; each
 * query lives in a module of its own, imported here alone (the document, not the page's code).
 */
const firstPageQueries: readonly {
  pattern: string;
  start: (client: ApolloClient, session: Session) => Promise<unknown>;
}[] = [
  {
    pattern: `${paths.beneficiaryOnboarding}/*`,
    start: (client, session) => client.query(beneficiaryOnboardingRequest(session.user.id)),
  },
];

/** Starts the query of the page at `pathname`, if it has one; a failure is left to the page, whose query tries again. */
export function prefetchFirstPageData(client: ApolloClient, session: Session, pathname: string): void {
  const page = firstPageQueries.find(({ pattern }) => matchPath(pattern, pathname));
  page?.start(client, session).catch(() => undefined);
}
