import { useQuery } from '@apollo/client/react';
import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { SupportReplyForm } from '@/components/domain/support-thread/SupportReplyForm.tsx';
import { SupportThread, type SupportThreadData } from '@/components/domain/support-thread/SupportThread.tsx';
import { Button } from '@/components/ui/button.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { AdminSupportMessagesQuery } from '../api/support-messages.ts';
import { countLabel } from '@/lib/count-label.ts';

interface ForwardingState {
  forwardedAt?: string | null;
  forwardAttempts: number;
  lastError?: string | null;
}

/** Whether the team chat has it: forwarded, retrying after a failure, or stored only (no webhook, or queued). */
function ForwardingBadge({ forwardedAt, forwardAttempts, lastError }: ForwardingState) {
  if (forwardedAt) return <Badge>Sent to chat</Badge>;
  if (forwardAttempts > 0)
    return (
      <Badge className="border-destructive text-destructive" title={lastError ?? undefined}>
        Chat delivery failing ({countLabel(forwardAttempts, 'attempt', 'attempts')})
      </Badge>
    );
  return <Badge className="bg-transparent">Stored</Badge>;
}

/** A message with its replies; "Reply" opens the box (25 open boxes would bury the list). */
function StaffThread({ thread, senderName, onSent }: { thread: SupportThreadData; senderName: string; onSent: () => unknown }) {
  const [replying, setReplying] = useState(false);
  return (
    <SupportThread thread={thread} senderName={senderName} teamName={(name) => name ?? 'Staff'}>
      {replying ? (
        <SupportReplyForm supportMessageId={thread.id} label={`Reply to ${senderName}`} onSent={onSent} />
      ) : (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => setReplying(true)}>
          Reply to {senderName}
        </Button>
      )}
    </SupportThread>
  );
}

/** /admin: the newest messages customers sent from the support panel (spec 3 §2.5). */
export function SupportMessagesCard() {
  const { data, loading, error, refetch } = useQuery(AdminSupportMessagesQuery);
  const messages = data?.allSupportMessages?.nodes ?? [];
  const total = data?.allSupportMessages?.totalCount ?? 0;
  return (
    <Card aria-labelledby="support-messages-heading">
      <CardHeader>
        <CardTitle id="support-messages-heading">
          <LifeBuoy className="mr-2 inline h-4 w-4" aria-hidden="true" />
          Support messages
        </CardTitle>
        <CardDescription>
          {total > messages.length
            ? `The newest ${messages.length} of ${total} messages sent from the help panel.`
            : 'Messages customers sent from the help panel, newest first.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          loading={loading}
          error={error}
          hasData={Boolean(data)}
          isEmpty={messages.length === 0}
          empty="No support messages yet."
        >
          <ul className="flex flex-col divide-y">
            {messages.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 py-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="font-medium">{item.userByUserId?.fullName ?? 'Deleted user'}</span>
                  {item.userByUserId?.email && <span className="text-muted-foreground">{item.userByUserId.email}</span>}
                  {item.companyByCompanyId && <span>· {item.companyByCompanyId.dbaName}</span>}
                  <span className="text-muted-foreground">
                    · {item.screen} · {formatTimestamp(item.createdAt)}
                  </span>
                  <ForwardingBadge {...item} />
                </div>
                <StaffThread thread={item} senderName={item.userByUserId?.fullName ?? 'Deleted user'} onSent={() => refetch()} />
              </li>
            ))}
          </ul>
        </QueryState>
      </CardContent>
    </Card>
  );
}
