import { describe, expect, it } from 'vitest';
import { buildSupportChatMessage, formatSupportDate } from '../../src/jobs/support-chat-message.ts';

describe('support chat message', () => {
  it('dates the message MM/dd/yyyy in UTC', () => {
    expect(formatSupportDate(new Date('2025-03-07T23:30:00Z'))).toBe('03/07/2025');
    expect(formatSupportDate(new Date('2024-12-31T00:00:00-05:00'))).toBe('12/31/2024');
  });

  it('keeps customer text from becoming chat links, mentions or markup', () => {
    const message = buildSupportChatMessage({
      screen: '/docs?x=<!channel>',
      sentAt: new Date('2025-01-02T10:00:00Z'),
      customerId: 'c0ffee',
      customerName: 'Eve <@U123> & Co',
      message: '<!here> help',
    });
    const fields = message.blocks[1];
    expect(fields).toEqual({
      type: 'section',
      fields: [
        { type: 'mrkdwn', text: '*Screen:*\n/docs?x=&lt;!channel&gt;' },
        { type: 'mrkdwn', text: '*Date:*\n01/02/2025' },
        { type: 'mrkdwn', text: '*Customer ID:*\nc0ffee' },
        { type: 'mrkdwn', text: '*Name:*\nEve &lt;@U123&gt; &amp; Co' },
      ],
    });
    expect(message.blocks[2]).toEqual({ type: 'section', text: { type: 'plain_text', text: '<!here> help' } });
  });
});
