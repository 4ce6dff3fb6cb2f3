import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { SupportReplyForm } from '@/components/domain/support-thread/SupportReplyForm.tsx';
import { SupportThread } from '@/components/domain/support-thread/SupportThread.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { formatLocalTimestamp } from '@/lib/i18n/format.ts';
import { LIVE_QUERY_CONTEXT, useLiveRefetch } from '@/lib/live-refetch.ts';
import { useNotificationsLive } from '@/lib/notifications-live.ts';
import { useSession } from '@/lib/session.tsx';
import { MySupportThreadsQuery } from '../api/support-messages.ts';

/**
 * The help panel's "Your messages" (issue 30, two-way support): the person's newest messages with the support
 * team's replies, each with a box to answer. A reply arriving while the panel is open shows at once (the
 * reply's notification refetches the threads).
 */
export function SupportThreads() {
  const { i18n } = useLingui();
  const { user } = useSession();
  const query = useQuery(MySupportThreadsQuery, {
    variables: { userId: user.id },
    fetchPolicy: 'cache-and-network',
    context: LIVE_QUERY_CONTEXT,
  });
  const { refetch } = query;
  const live = useLiveRefetch(refetch, 'support threads');
  useNotificationsLive(user.id, live);
  const threads = query.data?.allSupportMessages?.nodes ?? [];
  return (
    <section aria-labelledby="support-threads-heading" className="flex flex-col gap-3">
      <h3 id="support-threads-heading" className="text-sm font-semibold">
        {i18n._({ id: 'support.yourMessages', message: 'Your messages' })}
      </h3>
      <QueryState
        loading={query.loading && !query.data}
        error={query.error}
        hasData={Boolean(query.data)}
        isEmpty={threads.length === 0}
        empty={i18n._({ id: 'support.noMessages', message: 'You have not sent us a message yet.' })}
      >
        <ul className="flex flex-col gap-4">
          {threads.map((thread) => (
            <li key={thread.id}>
              <SupportThread
                thread={thread}
                senderName={i18n._({ id: 'support.you', message: 'You' })}
                teamName={() => i18n._({ id: 'support.team', message: 'Support team' })}
                formatWhen={(value) => formatLocalTimestamp(i18n, value)}
                listLabel={(started) =>
                  i18n._({ id: 'support.threadLabel', message: 'Messages in the thread started {started}', values: { started } })
                }
              >
                {thread.supportRepliesBySupportMessageId.nodes.length > 0 && (
                  <SupportReplyForm
                    supportMessageId={thread.id}
                    label={i18n._({ id: 'support.yourReply', message: 'Your reply' })}
                    onSent={() => refetch()}
                  />
                )}
              </SupportThread>
            </li>
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
