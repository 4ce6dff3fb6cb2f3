import type { ReactNode } from 'react';
import { formatTimestamp } from '@/lib/dates.ts';

export interface SupportThreadData {
  id: string;
  message: string;
  createdAt: string;
  userId?: string | null;
  supportRepliesBySupportMessageId: {
    nodes: {
      id: string;
      body: string;
      createdAt: string;
      authorId?: string | null;
      userByAuthorId?: { fullName: string } | null;
    }[];
  };
}

/**
 * One support message and its replies, oldest first, each with who wrote it and when. `senderName` names the
 * customer who wrote the message; a reply by them reads the same, a reply by anybody else reads as `teamName`
 * (customers see "Support team", staff see the colleague's name).
 */
export function SupportThread({
  thread,
  senderName,
  teamName,
  formatWhen = formatTimestamp,
  listLabel = (started) => `Messages in the thread started ${started}`,
  children,
}: {
  thread: SupportThreadData;
  senderName: string;
  teamName: (authorName: string | null) => string;
  /** When a message was written, in the reader's words (the customer's language; staff read the admin format). */
  formatWhen?: (value: string) => string;
  /** The thread's accessible name from when it started (already formatted by `formatWhen`). */
  listLabel?: (started: string) => string;
  /** The reply form, under the thread. */
  children?: ReactNode;
}) {
  const replies = thread.supportRepliesBySupportMessageId.nodes;
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-2" aria-label={listLabel(formatWhen(thread.createdAt))}>
        <ThreadEntry who={senderName} when={formatWhen(thread.createdAt)} text={thread.message} />
        {replies.map((reply) => (
          <ThreadEntry
            key={reply.id}
            who={
              reply.authorId && reply.authorId === thread.userId ? senderName : teamName(reply.userByAuthorId?.fullName ?? null)
            }
            when={formatWhen(reply.createdAt)}
            text={reply.body}
            fromTeam={!(reply.authorId && reply.authorId === thread.userId)}
          />
        ))}
      </ol>
      {children}
    </div>
  );
}

function ThreadEntry({ who, when, text, fromTeam = false }: { who: string; when: string; text: string; fromTeam?: boolean }) {
  return (
    <li className={fromTeam ? 'ml-4 rounded-md border-l-4 border-primary/60 bg-muted/50 p-2' : 'rounded-md bg-muted/20 p-2'}>
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{who}</span> · {when}
      </p>
      <p className="whitespace-pre-wrap text-sm">{text}</p>
    </li>
  );
}
