import { describe, expect, it } from 'vitest';
import { labelBeforeLink, renderEmailHtml, textDirection } from './email-html.ts';
import { composeDigestEmail, composeNotificationEmail } from './notification-email.ts';
import { composePortalInvitationEmail } from './portal-invitation-email.ts';

const brand = { providerName: 'Harbor & Co <Visas>', publicUrl: 'https://portal.example.com/' };
const HOSTILE = '<script>alert("x")</script> & Sons';

/** The href of every link, entities undone, as a mail client follows it. */
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
/** The button's href: the first link styled as a button. */
const buttonHrefOf = (html: string) => /<a href="([^"]*)" style="display:inline-block/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('the e-mails’ HTML layout', () => {
  it('escapes every value a user typed: a name, a reply, the provider', () => {
    const email = composeNotificationEmail(
      { kind: 'support-reply', data: { excerpt: `Use "A & B" <b>now</b>` } },
      { fullName: HOSTILE },
      brand,
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>now</b>');
    expect(email.html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons,');
    expect(email.html).toContain('“Use &quot;A &amp; B&quot; &lt;b&gt;now&lt;/b&gt;”');
    expect(email.html).toContain('Harbor &amp; Co &lt;Visas&gt;');
    // No raw ampersand anywhere: each one starts an entity.
    expect(email.html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  });

  it('keeps the text part as it was and links the button to the text’s link', () => {
    const email = composeNotificationEmail(
      { kind: 'support-reply', data: { excerpt: 'Upload it under Travel.' } },
      { fullName: 'Priya Sharma' },
      { providerName: 'Harbor Visas', publicUrl: 'https://portal.example.com/' },
    );
    const link = 'https://portal.example.com/?support=open';
    expect(email.text).toContain(`Open it in the Harbor Visas portal: ${link}`);
    expect(buttonHrefOf(email.html)).toBe(link);
    expect(email.html).toContain('>Open it in the Harbor Visas portal</a>');
    // The address as text too, for a client that strips links.
    expect(email.html).toContain(`>${link.replace('&', '&amp;')}</a></p>`);
    expect(email.html).toContain('You receive this e-mail because of your notification settings.');
    expect(email.html).toContain('— Harbor Visas');
  });

  it('sets lang and dir from the e-mail’s language: the customer’s own, English for staff', () => {
    const reply = { kind: 'support-reply', data: { excerpt: 'Hola' } };
    expect(composeNotificationEmail(reply, { locale: 'es' }, brand).html).toContain('<html lang="es" dir="ltr">');
    expect(composeNotificationEmail(reply, { locale: 'zh-Hans' }, brand).html).toContain('<html lang="zh-Hans" dir="ltr">');
    expect(composeNotificationEmail(reply, { locale: 'es', isStaff: true }, brand).html).toContain('<html lang="en" dir="ltr">');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('he-IL')).toBe('rtl');
    expect(textDirection('pt-BR')).toBe('ltr');
  });

  it('labels the button with the translated sentence before the link, in every language', () => {
    expect(labelBeforeLink('打开门户：https://p.example/', 'https://p.example/')).toBe('打开门户');
    expect(labelBeforeLink('पोर्टल खोलें: https://p.example/', 'https://p.example/')).toBe('पोर्टल खोलें');
    expect(labelBeforeLink('No link here', 'https://p.example/')).toBe('No link here');
    const invitation = composePortalInvitationEmail(
      {
        fullName: HOSTILE,
        email: 'ana@example.test',
        locale: 'pt-BR',
        visaClass: 'O-1A',
        petitionerName: 'Tom & Jerry <Ltd>',
        beneficiaryName: null,
      },
      { providerName: 'Harbor Visas', publicUrl: 'https://portal.example/' },
    );
    expect(invitation.html).toContain('<html lang="pt-BR" dir="ltr">');
    expect(invitation.html).toContain('>Abra o portal</a>');
    expect(buttonHrefOf(invitation.html)).toBe('https://portal.example/');
    expect(invitation.text).toContain('Abra o portal: https://portal.example/');
    expect(invitation.html).toContain('Tom &amp; Jerry &lt;Ltd&gt;');
    expect(invitation.html).not.toContain('<script>');
    expect(invitation.html).toContain('Entre com este endereço de e-mail: ana@example.test');
  });

  it('lists a digest’s notifications each with its link, the same links as the text', () => {
    const email = composeDigestEmail(
      [
        { kind: 'document-uploaded', data: { exhibitName: 'Award', count: 1 }, petitionId: 'p1', beneficiaryName: HOSTILE },
        { kind: 'status-changed', data: { status: 'SUBMITTED' } },
      ],
      { fullName: 'Sam Staff', isStaff: true },
      brand,
    );
    const textLinks = email.text.match(/https:\/\/\S+/g);
    expect(hrefsOf(email.html)).toEqual(textLinks);
    expect(email.html).toContain('Uploaded for &lt;script&gt;');
  });

  it('uses inline styles only, no images, tables or anything fetched from elsewhere', () => {
    const html = renderEmailHtml({
      lang: 'en',
      providerName: 'Harbor Visas',
      subject: 'Hi',
      blocks: [
        { kind: 'paragraph', lines: ['One', 'Two'] },
        { kind: 'button', label: 'Open', url: 'https://portal.example/' },
      ],
      footer: ['Why you get this'],
    });
    expect(html).not.toMatch(/<style|<link|<img|<table|<script|src=|url\(/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('One<br>Two');
  });

  it('never turns an address that is not a web address into a link', () => {
    const html = renderEmailHtml({
      lang: 'en',
      providerName: 'Harbor Visas',
      subject: 'Hi',
      blocks: [{ kind: 'button', label: 'Open', url: 'javascript:alert(1)' }],
      footer: [],
    });
    expect(hrefsOf(html)).toEqual([]);
    expect(html).toContain('javascript:alert(1)');
  });
});
