import { useQuery } from '@apollo/client/react';
import { emailStatusWords } from '@app/domain';
import { Mail } from 'lucide-react';
import { QueryState } from '@/components/QueryState.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { AdminEmailOutboxQuery } from '../api/email-outbox.ts';

/**
 * /admin: the e-mails notifications made, newest first. Without a mail server (SMTP_URL unset) this is where
 * they are read: each one's text opens under its subject.
 */
export function EmailOutboxCard() {
  const { data, loading, error } = useQuery(AdminEmailOutboxQuery);
  const emails = data?.allEmailOutboxes?.nodes ?? [];
  const total = data?.allEmailOutboxes?.totalCount ?? 0;
  return (
    <Card aria-labelledby="email-outbox-heading">
      <CardHeader>
        <CardTitle id="email-outbox-heading">
          <Mail className="mr-2 inline h-4 w-4" aria-hidden="true" />
          E-mail outbox
        </CardTitle>
        <CardDescription>
          {total > emails.length
            ? `The newest ${emails.length} of ${total} e-mails sent for notifications.`
            : 'E-mails sent for notifications, newest first. Without a mail server they are kept here.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState loading={loading} error={error} hasData={Boolean(data)} isEmpty={emails.length === 0} empty="No e-mails yet.">
          <ul className="flex flex-col divide-y">
            {emails.map((email) => (
              <li key={email.id} className="flex flex-col gap-1 py-3">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="font-medium">{email.userByUserId?.fullName ?? 'Deleted user'}</span>
                  <span className="text-muted-foreground">{email.address}</span>
                  <span className="text-muted-foreground">· {formatTimestamp(email.sentAt ?? email.createdAt)}</span>
                  <Badge
                    className={
                      email.status === 'failed' || (email.attempts > 0 && email.status === 'queued')
                        ? 'border-destructive text-destructive'
                        : 'bg-transparent'
                    }
                    title={email.lastError ?? undefined}
                  >
                    {emailStatusWords(email.status, email.attempts)}
                  </Badge>
                </div>
                {email.subject ? (
                  <details className="text-sm">
                    <summary className="cursor-pointer">{email.subject}</summary>
                    <pre className="mt-2 font-sans text-sm whitespace-pre-wrap">{email.body}</pre>
                  </details>
                ) : (
                  <p className="text-muted-foreground text-sm">Being written…</p>
                )}
              </li>
            ))}
          </ul>
        </QueryState>
      </CardContent>
    </Card>
  );
}
