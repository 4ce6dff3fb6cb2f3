import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.ts';

describe('SUPPORT_WEBHOOK_URL', () => {
  it('is optional: unset, support messages are stored only', () => {
    expect(loadConfig({}).supportWebhookUrl).toBeUndefined();
    expect(loadConfig({ SUPPORT_WEBHOOK_URL: '' }).supportWebhookUrl).toBeUndefined();
  });

  it('takes an http(s) URL', () => {
    const url = 'https://hooks.slack.com/services/T000/B000/XXXX';
    expect(loadConfig({ SUPPORT_WEBHOOK_URL: url }).supportWebhookUrl).toBe(url);
  });

  it('refuses anything else without repeating the value, which may hold the webhook token', () => {
    let thrown: unknown;
    try {
      loadConfig({ SUPPORT_WEBHOOK_URL: 'hooks.slack.com/services/T000/B000/secret-token' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toContain('SUPPORT_WEBHOOK_URL must be an http(s) URL');
    expect((thrown as Error).message).not.toContain('secret-token');
  });
});
