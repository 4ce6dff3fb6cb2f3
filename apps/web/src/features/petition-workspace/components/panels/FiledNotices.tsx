import { Button } from '@/components/ui/button.tsx';
import { formatTimestamp } from '@/lib/dates.ts';

export interface FiledNotice {
  fileId: string;
  createdAt: string;
  fileByFileId: {
    name: string;
    deleted: boolean;
    userByOwnerId: { fullName: string; isAdmin?: boolean | null } | null;
  } | null;
}

/**
 * The USCIS notices filed on the case, newest first: a notice the customer uploaded (while the case status is
 * shared with them) waits here to be read and confirmed, as staff's own uploads are.
 */
export function FiledNotices({ notices, onRead }: { notices: readonly FiledNotice[]; onRead: (fileId: string) => void }) {
  const shown = notices.filter((notice) => notice.fileByFileId && !notice.fileByFileId.deleted);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Notices filed on the case" className="grid gap-1 text-sm">
      {shown.map((notice) => {
        const file = notice.fileByFileId!;
        const uploader = file.userByOwnerId;
        const byCustomer = uploader && uploader.isAdmin === false;
        return (
          <li key={notice.fileId} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2">
            <span className="flex flex-col">
              <span className="font-medium break-all">{file.name}</span>
              <span className="text-xs text-muted-foreground">
                {byCustomer
                  ? `Uploaded by ${uploader.fullName} (customer)`
                  : `Uploaded${uploader ? ` by ${uploader.fullName}` : ''}`}{' '}
                {formatTimestamp(notice.createdAt)}
              </span>
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => onRead(notice.fileId)}>
              Read<span className="sr-only"> {file.name}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
