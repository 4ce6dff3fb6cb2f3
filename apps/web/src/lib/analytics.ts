import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from './gql/index.ts';
import { useOptionalSession } from './session.tsx';

const CreateAnalyticsEventMutation = graphql(`
  mutation CreateAnalyticsEvent($input: CreateAnalyticsEventInput!) {
    createAnalyticsEvent(input: $input) {
      clientMutationId
    }
  }
`);

const EVENT_NAME = /^[a-z0-9_.:-]{1,100}$/;

/** track('employer_onboarding_view', {...}): stored by the server with the user and the current team. */
export function useAnalytics(): (event: string, properties?: Record<string, unknown>) => void {
  // Not written to the cache: nothing reads an event back, and a mutation's answer in the cache re-reads every query on
  // the page (the onboarding pages send one at start-up: a 61 ms task at 4× CPU on the beneficiary's, issue 35).
  const [create] = useMutation(CreateAnalyticsEventMutation, {
    context: { workspaceOverride: 'ignore' },
    fetchPolicy: 'no-cache',
  });
  const session = useOptionalSession();
  const teamId = session?.account.kind === 'team' ? session.account.id : null;
  return useCallback(
    (event, properties = {}) => {
      if (!EVENT_NAME.test(event)) {
        console.error(`Analytics event name not allowed: ${event}`);
        return;
      }
      create({ variables: { input: { analyticsEvent: { event, teamId, properties: JSON.stringify(properties) } } } }).catch(
        (error: unknown) => console.error('analytics event failed:', error),
      );
    },
    [create, teamId],
  );
}
