import { Button } from '@/components/ui/button.tsx';
import { formatTimestamp } from '@/lib/dates.ts';

export interface FiledNotice {
  ownerId: string;
  fileId: string;
  createdAt: string;
  visibleToCustomer: boolean;
  fileByFileId: {
    name: string;
    deleted: boolean;
    userByOwnerId: { fullName: string; isAdmin?: boolean | null } | null;
  } | null;
}

/**
 * The USCIS notices filed on the case, newest first: a notice the customer uploaded (while the case status is
 * shared with them) waits here to be read and confirmed, as staff's own uploads are. Each says whether the customer
 * reads it in their Documents: staff's uploads start hidden (an RFE's text is staff work), and the approval notice
 * is the customer's to keep, so staff show it from here rather than hunting for it among the provider documents.
 */
export function FiledNotices({
  notices,
  onRead,
  onVisibleChange,
}: {
  notices: readonly FiledNotice[];
  onRead: (fileId: string) => void;
  onVisibleChange: (notice: FiledNotice, visible: boolean) => void;
}) {
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
            <span className="flex items-center gap-3">
              <label className="flex items-center gap-1 text-xs">
                <input
                  type="checkbox"
                  // The visible words first (label in name), then which notice: one box per row.
                  aria-label={`In the customer's Documents: ${file.name}`}
                  checked={notice.visibleToCustomer}
                  onChange={(event) => onVisibleChange(notice, event.target.checked)}
                />
                In the customer&apos;s Documents
              </label>
              <Button type="button" size="sm" variant="outline" onClick={() => onRead(notice.fileId)}>
                Read<span className="sr-only"> {file.name}</span>
              </Button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
