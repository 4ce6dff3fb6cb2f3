/** What a forwarded support message says (spec 3 §7: screen, date MM/dd/yyyy, customer id, customer name, message). */
export interface SupportMessageForChat {
  screen: string;
  sentAt: Date;
  customerId: string;
  customerName: string;
  message: string;
}

/** A Slack-style block message (also understood by Mattermost and Rocket.Chat incoming webhooks). */
export interface ChatBlockMessage {
  /** Shown in notifications and by clients that do not render blocks. */
  text: string;
  blocks: ChatBlock[];
}
type ChatText = { type: 'plain_text' | 'mrkdwn'; text: string };
export type ChatBlock = { type: 'header'; text: ChatText } | { type: 'section'; text?: ChatText; fields?: ChatText[] };

/** MM/dd/yyyy of the day in UTC: the support team works from one calendar whatever the customer's time zone. */
export function formatSupportDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Customers' words must not become links, mentions or formatting in the chat: escape mrkdwn's control characters. */
function escapeMrkdwn(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const field = (label: string, value: string): ChatText => ({ type: 'mrkdwn', text: `*${label}:*\n${escapeMrkdwn(value)}` });

export function buildSupportChatMessage(input: SupportMessageForChat): ChatBlockMessage {
  const date = formatSupportDate(input.sentAt);
  return {
    // The fallback text is mrkdwn too.
    text: `Support message from ${escapeMrkdwn(input.customerName)} on ${escapeMrkdwn(input.screen)} (${date})`,
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: 'New support message' } },
      {
        type: 'section',
        fields: [
          field('Screen', input.screen),
          field('Date', date),
          field('Customer ID', input.customerId),
          field('Name', input.customerName),
        ],
      },
      // plain_text: the message is shown exactly as typed (at most 3,000 characters, the database's limit).
      { type: 'section', text: { type: 'plain_text', text: input.message } },
    ],
  };
}
