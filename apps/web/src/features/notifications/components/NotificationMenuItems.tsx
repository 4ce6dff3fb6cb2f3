import { notificationWords } from '@app/domain';
import { use } from 'react';
import { useLocation } from 'react-router';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu.tsx';
import type { MyNotificationsQuery as MyNotificationsResult } from '@/lib/gql/graphql.ts';
import { notificationHref } from '../model/notification-href.ts';
import { NotificationTextsContext } from '../model/notification-texts.ts';

type ListedNotification = NonNullable<MyNotificationsResult['allNotifications']>['nodes'][number];

/**
 * The bell's notifications as menu items, in words. A component of its own, rendered by the menu's content: the
 * words, links and times are worked out only while the menu is open, not on every render of the bell in the
 * header (twenty formatted entries on each page's start-up and each live refetch, for a menu nobody opened).
 */
export function NotificationMenuItems({
  notifications,
  portal,
  onChoose,
}: {
  notifications: readonly ListedNotification[];
  portal: 'staff' | 'customer';
  /** Marks the notification read and opens what it is about (its link, when it has one). */
  onChoose: (notificationId: string, href: string | null) => void;
}) {
  const texts = use(NotificationTextsContext);
  const { pathname } = useLocation();
  return notifications.map((notification) => {
    const beneficiary = notification.petitionByPetitionId?.userByBeneficiaryId;
    const words = notificationWords(
      {
        kind: notification.kind,
        data: notification.data,
        petitionId: notification.petitionId,
        beneficiaryName: beneficiary?.fullName ?? null,
        // The notification's own person (not the signed-in one: staff viewing as a customer read the customer's
        // bell), as the e-mail job decides it: the company's team read whose petition it is.
        readerIsBeneficiary: beneficiary ? beneficiary.id === notification.userId : null,
      },
      texts.wordsLocale,
      texts.appWords,
    );
    const href = notificationHref(words.target, pathname, portal);
    const isUnread = !notification.readAt;
    return (
      <DropdownMenuItem
        key={notification.id}
        className="flex flex-col items-start gap-0.5"
        onSelect={() => onChoose(notification.id, href)}
      >
        <span className={isUnread ? 'font-semibold' : undefined}>
          {isUnread && <span className="sr-only">{texts.unread}</span>}
          {words.title}
        </span>
        {words.detail && <span className="line-clamp-2 text-xs text-muted-foreground">{words.detail}</span>}
        <span className="text-xs text-muted-foreground">{texts.time(notification.createdAt)}</span>
      </DropdownMenuItem>
    );
  });
}
