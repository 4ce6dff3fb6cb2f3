import { labelBeforeLink, renderEmailHtml } from './email-html.ts';
import type { ComposedEmail, EmailBranding } from './notification-email.ts';
import type { TranslatedLocale } from './notification-languages.ts';

/**
 * The invitation e-mail (migration 0077), in the invitee's portal language (users.locale) when they have one: who
 * invites them (the provider), for which case (visa class and petitioner, never an id), the portal's address and the
 * address to sign in with. Worded here, beside the notification e-mails, because the job worker writes it.
 */
export interface PortalInvitationFacts {
  fullName: string | null;
  /** The address the invitation goes to, which is the one to sign in with. */
  email: string;
  locale: string | null;
  /**
   * 'O-1A', 'TN', … (petitions_visa_class_label); null when the invitation names no case (staff invited the person
   * from the Entities screen and they are on no or several petitions, migration 0079).
   */
  visaClass: string | null;
  petitionerName: string | null;
  /** The beneficiary's name; null when the invitee is the beneficiary. */
  beneficiaryName: string | null;
}

interface InvitationWords {
  subject: (provider: string, visaClass: string) => string;
  /** Without a case: the portal only. */
  subjectNoCase: (provider: string) => string;
  hello: (name: string | null) => string;
  /** The case: the invitee's own petition, or the one they help with for a beneficiary. */
  yourCase: (provider: string, visaClass: string, petitioner: string | null) => string;
  theirCase: (provider: string, visaClass: string, beneficiary: string, petitioner: string | null) => string;
  noCase: (provider: string) => string;
  what: string;
  /** Without a case: their cases, whichever they are. */
  whatNoCase: string;
  open: (link: string) => string;
  signInWith: (email: string) => string;
  ignore: string;
}

const petitionerPart = {
  en: (name: string | null) => (name ? `, with ${name} as the petitioner` : ''),
  es: (name: string | null) => (name ? `, con ${name} como empresa peticionaria (petitioner)` : ''),
  'pt-BR': (name: string | null) => (name ? `, com ${name} como empresa peticionária (petitioner)` : ''),
  'zh-Hans': (name: string | null) => (name ? `（申请雇主（petitioner）：${name}）` : ''),
  hi: (name: string | null) => (name ? ` (याचिकाकर्ता (petitioner): ${name})` : ''),
};

const WORDS: Readonly<Record<'en' | TranslatedLocale, InvitationWords>> = {
  en: {
    subject: (provider, visa) => `${provider} invites you to its client portal: ${visa} petition`,
    subjectNoCase: (provider) => `${provider} invites you to its client portal`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    yourCase: (provider, visa, petitioner) =>
      `${provider} has opened an account for you on its client portal for your ${visa} petition${petitionerPart.en(petitioner)}.`,
    theirCase: (provider, visa, beneficiary, petitioner) =>
      `${provider} has opened an account for you on its client portal for the ${visa} petition for ${beneficiary}${petitionerPart.en(petitioner)}.`,
    noCase: (provider) => `${provider} has opened an account for you on its client portal.`,
    what: 'There you can see what is needed from you, upload documents and follow the case.',
    whatNoCase: 'There you can see what is needed from you, upload documents and follow your cases.',
    open: (link) => `Open the portal: ${link}`,
    signInWith: (email) => `Sign in with this e-mail address: ${email}`,
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  es: {
    subject: (provider, visa) => `${provider} le invita a su portal de clientes: petición ${visa}`,
    subjectNoCase: (provider) => `${provider} le invita a su portal de clientes`,
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    yourCase: (provider, visa, petitioner) =>
      `${provider} le abrió una cuenta en su portal de clientes para su petición ${visa}${petitionerPart.es(petitioner)}.`,
    theirCase: (provider, visa, beneficiary, petitioner) =>
      `${provider} le abrió una cuenta en su portal de clientes para la petición ${visa} de ${beneficiary}${petitionerPart.es(petitioner)}.`,
    noCase: (provider) => `${provider} le abrió una cuenta en su portal de clientes.`,
    what: 'Allí puede ver lo que necesitamos de usted, subir documentos y seguir el caso.',
    whatNoCase: 'Allí puede ver lo que necesitamos de usted, subir documentos y seguir sus casos.',
    open: (link) => `Abra el portal: ${link}`,
    signInWith: (email) => `Inicie sesión con esta dirección de correo: ${email}`,
    ignore: 'Si no esperaba este correo, puede ignorarlo.',
  },
  'pt-BR': {
    subject: (provider, visa) => `${provider} convida você para o portal de clientes: petição ${visa}`,
    subjectNoCase: (provider) => `${provider} convida você para o portal de clientes`,
    hello: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    yourCase: (provider, visa, petitioner) =>
      `${provider} abriu uma conta para você no portal de clientes da sua petição ${visa}${petitionerPart['pt-BR'](petitioner)}.`,
    theirCase: (provider, visa, beneficiary, petitioner) =>
      `${provider} abriu uma conta para você no portal de clientes da petição ${visa} de ${beneficiary}${petitionerPart['pt-BR'](petitioner)}.`,
    noCase: (provider) => `${provider} abriu uma conta para você no portal de clientes.`,
    what: 'Lá você vê o que precisamos de você, envia documentos e acompanha o caso.',
    whatNoCase: 'Lá você vê o que precisamos de você, envia documentos e acompanha seus casos.',
    open: (link) => `Abra o portal: ${link}`,
    signInWith: (email) => `Entre com este endereço de e-mail: ${email}`,
    ignore: 'Se você não esperava este e-mail, pode ignorá-lo.',
  },
  'zh-Hans': {
    subject: (provider, visa) => `${provider} 邀请您使用其客户门户：${visa} 申请（petition）`,
    subjectNoCase: (provider) => `${provider} 邀请您使用其客户门户`,
    hello: (name) => (name ? `${name}，您好：` : '您好：'),
    yourCase: (provider, visa, petitioner) =>
      `${provider} 已在其客户门户中为您开设账户，用于您的 ${visa} 申请（petition）${petitionerPart['zh-Hans'](petitioner)}。`,
    theirCase: (provider, visa, beneficiary, petitioner) =>
      `${provider} 已在其客户门户中为您开设账户，用于 ${beneficiary} 的 ${visa} 申请（petition）${petitionerPart['zh-Hans'](petitioner)}。`,
    noCase: (provider) => `${provider} 已在其客户门户中为您开设账户。`,
    what: '您可以在门户中查看需要您提供的内容、上传文件并跟进案件进展。',
    whatNoCase: '您可以在门户中查看需要您提供的内容、上传文件并跟进您各个案件的进展。',
    open: (link) => `打开门户：${link}`,
    signInWith: (email) => `请使用此电子邮件地址登录：${email}`,
    ignore: '如果您没有预料到这封邮件，可以忽略它。',
  },
  hi: {
    subject: (provider, visa) => `${provider} आपको अपने क्लाइंट पोर्टल पर आमंत्रित करता है: ${visa} याचिका (petition)`,
    subjectNoCase: (provider) => `${provider} आपको अपने क्लाइंट पोर्टल पर आमंत्रित करता है`,
    hello: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    yourCase: (provider, visa, petitioner) =>
      `${provider} ने अपने क्लाइंट पोर्टल पर आपकी ${visa} याचिका (petition)${petitionerPart.hi(petitioner)} के लिए आपका खाता खोला है।`,
    theirCase: (provider, visa, beneficiary, petitioner) =>
      `${provider} ने अपने क्लाइंट पोर्टल पर ${beneficiary} की ${visa} याचिका (petition)${petitionerPart.hi(petitioner)} के लिए आपका खाता खोला है।`,
    noCase: (provider) => `${provider} ने अपने क्लाइंट पोर्टल पर आपका खाता खोला है।`,
    what: 'वहाँ आप देख सकते हैं कि आपसे क्या चाहिए, दस्तावेज़ अपलोड कर सकते हैं और मामले की प्रगति देख सकते हैं।',
    whatNoCase: 'वहाँ आप देख सकते हैं कि आपसे क्या चाहिए, दस्तावेज़ अपलोड कर सकते हैं और अपने मामलों की प्रगति देख सकते हैं।',
    open: (link) => `पोर्टल खोलें: ${link}`,
    signInWith: (email) => `इस ई-मेल पते से साइन इन करें: ${email}`,
    ignore: 'अगर आपको इस ई-मेल की उम्मीद नहीं थी, तो आप इसे अनदेखा कर सकते हैं।',
  },
};

/** One line: names go into the subject, which must not carry line breaks (they would start new mail headers). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The portal's address the invitation links to: its home page, which sends a signed-out visitor to sign in. */
export function portalInvitationLink(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/`;
}

/** The invitation as plain text and as HTML (email-html.ts) of the same sentences: the portal's link is its button. */
export function composePortalInvitationEmail(facts: PortalInvitationFacts, branding: EmailBranding): ComposedEmail {
  const language = facts.locale && facts.locale in WORDS ? (facts.locale as keyof typeof WORDS) : 'en';
  const words = WORDS[language];
  const provider = oneLine(branding.providerName);
  const visa = facts.visaClass ? oneLine(facts.visaClass) : null;
  const petitioner = facts.petitionerName ? oneLine(facts.petitionerName) : null;
  const name = facts.fullName ? oneLine(facts.fullName) : null;
  const theCase = !visa
    ? words.noCase(provider)
    : facts.beneficiaryName
      ? words.theirCase(provider, visa, oneLine(facts.beneficiaryName), petitioner)
      : words.yourCase(provider, visa, petitioner);
  const subject = visa ? words.subject(provider, visa) : words.subjectNoCase(provider);
  const hello = words.hello(name || null);
  const what = visa ? words.what : words.whatNoCase;
  const link = portalInvitationLink(branding.publicUrl);
  const open = words.open(link);
  const signIn = words.signInWith(facts.email);
  const html = renderEmailHtml({
    lang: language,
    providerName: provider,
    subject,
    blocks: [
      { kind: 'paragraph', lines: [hello] },
      { kind: 'paragraph', lines: [theCase, what] },
      { kind: 'button', label: labelBeforeLink(open, link), url: link },
      { kind: 'paragraph', lines: [signIn] },
    ],
    footer: [words.ignore],
  });
  return { subject, text: [hello, '', theCase, what, '', open, signIn, '', words.ignore].join('\n'), html };
}
