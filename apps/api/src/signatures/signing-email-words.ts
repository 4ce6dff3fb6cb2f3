import type { Locale } from '@app/domain';

/**
 * The signing e-mails' sentences in each portal language (docs/decisions.md, "The signing flow speaks the
 * signatory's language"): the signing link, the one-time code and the signed copy. English is the spec's wording;
 * the others say the same, written for meaning. Here and not in the web app's catalogues because the server writes
 * these e-mails. The audit certificate and the signed PDF stay English (legal artefacts).
 */
export interface SigningEmailWords {
  hello: (name: string) => string;
  /** The staff member who sent the letter, with the provider: "Alex Morgan at Plymouth". */
  who: (name: string, provider: string) => string;
  linkSubject: {
    first: (p: string, l: string) => string;
    reminder: (p: string, l: string) => string;
    newVersion: (p: string, l: string) => string;
  };
  asks: {
    first: (who: string, l: string) => string;
    reminder: (who: string, l: string) => string;
    newVersion: (who: string, l: string, v: number) => string;
  };
  openThis: string;
  until: (time: string) => string;
  earlierLinkDead: string;
  /** Questions about the letter (and signing on paper): reply or write to `who`; contact the provider. */
  askReply: (who: string) => string;
  askProvider: (provider: string) => string;
  signButton: string;
  codeSubject: (p: string, l: string) => string;
  yourCode: (code: string) => string;
  enterIt: (l: string, minutes: number) => string;
  notYou: (who: string) => string;
  copySubject: (p: string, l: string) => string;
  signed: (l: string, forWhom: string, time: string) => string;
  attached: string;
  tooLarge: (page: string, who: string) => string;
  questionsReply: (who: string) => string;
  questionsProvider: (provider: string) => string;
  pageButton: string;
  /** The attached copy's file name after the letter's name: "Letter (signed).pdf" (the web page names it the same). */
  signedSuffix: string;
}

export const SIGNING_EMAIL_WORDS: Readonly<Record<Locale, SigningEmailWords>> = {
  en: {
    hello: (name) => `Hello ${name},`,
    who: (name, provider) => `${name} at ${provider}`,
    linkSubject: {
      first: (p, l) => `${p}: please review and sign “${l}”`,
      reminder: (p, l) => `Reminder from ${p}: please review and sign “${l}”`,
      newVersion: (p, l) => `${p}: please review and sign the new version of “${l}”`,
    },
    asks: {
      first: (who, l) => `${who} asks you to review and sign “${l}”.`,
      reminder: (who, l) => `A reminder: ${who} is still waiting for you to review and sign “${l}”.`,
      newVersion: (who, l, v) => `${who} has changed “${l}” and asks you to review and sign the new version (version ${v}).`,
    },
    openThis:
      'Open this link to read the letter, ask for changes or sign. You do not need an account: the page e-mails you a code to confirm it is you.',
    until: (time) => `The link works until ${time}.`,
    earlierLinkDead: ' The link in any earlier e-mail about this letter no longer works.',
    askReply: (who) => `Questions, or would you rather sign on paper? Reply to this e-mail or write to ${who}.`,
    askProvider: (provider) => `Questions, or would you rather sign on paper? Contact ${provider}, who sent you this letter.`,
    signButton: 'Review and sign the letter',
    codeSubject: (p, l) => `${p}: your code to sign “${l}”`,
    yourCode: (code) => `Your code is ${code}`,
    enterIt: (l, m) => `Enter it on the signing page to open “${l}”. It works for ${m} minutes; a newer code replaces it.`,
    notYou: (who) => `If you did not ask for it, ignore this e-mail, or tell ${who}.`,
    copySubject: (p, l) => `${p}: your signed copy of “${l}”`,
    signed: (l, forWhom, time) => `You signed “${l}” for ${forWhom} on ${time}. Thank you: nothing more is needed from you.`,
    attached: 'Your signed copy is attached (PDF). It ends with the audit certificate of the signing; keep it for your records.',
    tooLarge: (page, who) =>
      `Your signed copy is too large to attach to an e-mail. Download it from the signing page (${page}) while it is still open in your browser, or ask ${who} for one.`,
    questionsReply: (who) => `Questions? Reply to this e-mail or write to ${who}.`,
    questionsProvider: (provider) => `Questions? Contact ${provider}, who sent you this letter.`,
    pageButton: 'Open the signing page',
    signedSuffix: 'signed',
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    who: (name, provider) => `${name}, de ${provider}`,
    linkSubject: {
      first: (p, l) => `${p}: revise y firme “${l}”`,
      reminder: (p, l) => `Recordatorio de ${p}: revise y firme “${l}”`,
      newVersion: (p, l) => `${p}: revise y firme la nueva versión de “${l}”`,
    },
    asks: {
      first: (who, l) => `${who} le pide que revise y firme “${l}”.`,
      reminder: (who, l) => `Un recordatorio: ${who} todavía espera que revise y firme “${l}”.`,
      newVersion: (who, l, v) => `${who} ha modificado “${l}” y le pide que revise y firme la nueva versión (versión ${v}).`,
    },
    openThis:
      'Abra este enlace para leer la carta, pedir cambios o firmarla. No necesita una cuenta: la página le envía un código por correo electrónico para confirmar que es usted.',
    until: (time) => `El enlace funciona hasta el ${time}.`,
    earlierLinkDead: ' El enlace de cualquier correo anterior sobre esta carta ya no funciona.',
    askReply: (who) => `¿Tiene preguntas o prefiere firmar en papel? Responda a este correo o escriba a ${who}.`,
    askProvider: (provider) =>
      `¿Tiene preguntas o prefiere firmar en papel? Comuníquese con ${provider}, que le envió esta carta.`,
    signButton: 'Revisar y firmar la carta',
    codeSubject: (p, l) => `${p}: su código para firmar “${l}”`,
    yourCode: (code) => `Su código es ${code}`,
    enterIt: (l, m) =>
      `Introdúzcalo en la página de firma para abrir “${l}”. Es válido durante ${m} minutos; un código más reciente lo reemplaza.`,
    notYou: (who) => `Si no lo pidió, ignore este correo o avise a ${who}.`,
    copySubject: (p, l) => `${p}: su copia firmada de “${l}”`,
    signed: (l, forWhom, time) => `Firmó “${l}” para ${forWhom} el ${time}. Gracias: no necesitamos nada más de usted.`,
    attached:
      'Su copia firmada va adjunta (PDF). Termina con el certificado de auditoría de la firma; consérvela para sus registros.',
    tooLarge: (page, who) =>
      `Su copia firmada es demasiado grande para adjuntarla a un correo. Descárguela desde la página de firma (${page}) mientras siga abierta en su navegador, o pida una a ${who}.`,
    questionsReply: (who) => `¿Tiene preguntas? Responda a este correo o escriba a ${who}.`,
    questionsProvider: (provider) => `¿Tiene preguntas? Comuníquese con ${provider}, que le envió esta carta.`,
    pageButton: 'Abrir la página de firma',
    signedSuffix: 'firmado',
  },
  'pt-BR': {
    hello: (name) => `Olá, ${name},`,
    who: (name, provider) => `${name}, de ${provider}`,
    linkSubject: {
      first: (p, l) => `${p}: revise e assine “${l}”`,
      reminder: (p, l) => `Lembrete de ${p}: revise e assine “${l}”`,
      newVersion: (p, l) => `${p}: revise e assine a nova versão de “${l}”`,
    },
    asks: {
      first: (who, l) => `${who} pede que você revise e assine “${l}”.`,
      reminder: (who, l) => `Um lembrete: ${who} ainda aguarda que você revise e assine “${l}”.`,
      newVersion: (who, l, v) => `${who} alterou “${l}” e pede que você revise e assine a nova versão (versão ${v}).`,
    },
    openThis:
      'Abra este link para ler a carta, pedir alterações ou assiná-la. Você não precisa de uma conta: a página envia um código por e-mail para confirmar que é você.',
    until: (time) => `O link funciona até ${time}.`,
    earlierLinkDead: ' O link de qualquer e-mail anterior sobre esta carta não funciona mais.',
    askReply: (who) => `Dúvidas, ou prefere assinar em papel? Responda a este e-mail ou escreva para ${who}.`,
    askProvider: (provider) => `Dúvidas, ou prefere assinar em papel? Fale com ${provider}, que enviou esta carta a você.`,
    signButton: 'Revisar e assinar a carta',
    codeSubject: (p, l) => `${p}: seu código para assinar “${l}”`,
    yourCode: (code) => `Seu código é ${code}`,
    enterIt: (l, m) =>
      `Digite-o na página de assinatura para abrir “${l}”. Ele vale por ${m} minutos; um código mais novo o substitui.`,
    notYou: (who) => `Se você não o pediu, ignore este e-mail ou avise ${who}.`,
    copySubject: (p, l) => `${p}: sua cópia assinada de “${l}”`,
    signed: (l, forWhom, time) =>
      `Você assinou “${l}” para ${forWhom} em ${time}. Obrigado: não precisamos de mais nada de você.`,
    attached:
      'Sua cópia assinada está anexada (PDF). Ela termina com o certificado de auditoria da assinatura; guarde-a para seus registros.',
    tooLarge: (page, who) =>
      `Sua cópia assinada é grande demais para ser anexada a um e-mail. Baixe-a na página de assinatura (${page}) enquanto ela estiver aberta no seu navegador, ou peça uma a ${who}.`,
    questionsReply: (who) => `Dúvidas? Responda a este e-mail ou escreva para ${who}.`,
    questionsProvider: (provider) => `Dúvidas? Fale com ${provider}, que enviou esta carta a você.`,
    pageButton: 'Abrir a página de assinatura',
    signedSuffix: 'assinado',
  },
  'zh-Hans': {
    hello: (name) => `${name}，您好：`,
    who: (name, provider) => `${provider} 的 ${name}`,
    linkSubject: {
      first: (p, l) => `${p}：请审阅并签署“${l}”`,
      reminder: (p, l) => `${p} 提醒：请审阅并签署“${l}”`,
      newVersion: (p, l) => `${p}：请审阅并签署“${l}”的新版本`,
    },
    asks: {
      first: (who, l) => `${who}请您审阅并签署“${l}”。`,
      reminder: (who, l) => `提醒：${who}仍在等待您审阅并签署“${l}”。`,
      newVersion: (who, l, v) => `${who}修改了“${l}”，请您审阅并签署新版本（第 ${v} 版）。`,
    },
    openThis: '打开此链接即可阅读这封信、要求修改或签署。您无需账户：页面会通过电子邮件向您发送验证码，以确认是您本人。',
    until: (time) => `此链接有效期至 ${time}。`,
    earlierLinkDead: '之前有关这封信的任何电子邮件中的链接均已失效。',
    askReply: (who) => `有疑问，或希望在纸上签署？请回复此邮件，或写信给${who}。`,
    askProvider: (provider) => `有疑问，或希望在纸上签署？请联系向您发送这封信的 ${provider}。`,
    signButton: '审阅并签署这封信',
    codeSubject: (p, l) => `${p}：您签署“${l}”的验证码`,
    yourCode: (code) => `您的验证码是 ${code}`,
    enterIt: (l, m) => `请在签署页面输入此验证码以打开“${l}”。验证码在 ${m} 分钟内有效；新的验证码会取代它。`,
    notYou: (who) => `如果您没有请求此验证码，请忽略此邮件，或告知${who}。`,
    copySubject: (p, l) => `${p}：您签署的“${l}”副本`,
    signed: (l, forWhom, time) => `您已于 ${time} 为${forWhom}签署了“${l}”。谢谢：您无需再做任何事。`,
    attached: '您的签署副本已作为附件（PDF）发送。副本末尾附有签署审计证书；请妥善保存。',
    tooLarge: (page, who) =>
      `您的签署副本太大，无法附在电子邮件中。请趁签署页面（${page}）仍在浏览器中打开时从该页面下载，或向${who}索取一份。`,
    questionsReply: (who) => `有疑问？请回复此邮件，或写信给${who}。`,
    questionsProvider: (provider) => `有疑问？请联系向您发送这封信的 ${provider}。`,
    pageButton: '打开签署页面',
    signedSuffix: '已签署',
  },
  hi: {
    hello: (name) => `नमस्ते ${name},`,
    who: (name, provider) => `${provider} के ${name}`,
    linkSubject: {
      first: (p, l) => `${p}: कृपया “${l}” की समीक्षा करें और उस पर हस्ताक्षर करें`,
      reminder: (p, l) => `${p} की ओर से अनुस्मारक: कृपया “${l}” की समीक्षा करें और उस पर हस्ताक्षर करें`,
      newVersion: (p, l) => `${p}: कृपया “${l}” के नए संस्करण की समीक्षा करें और उस पर हस्ताक्षर करें`,
    },
    asks: {
      first: (who, l) => `${who} आपसे “${l}” की समीक्षा करने और उस पर हस्ताक्षर करने का अनुरोध करते हैं।`,
      reminder: (who, l) => `अनुस्मारक: ${who} अब भी इंतज़ार कर रहे हैं कि आप “${l}” की समीक्षा करें और उस पर हस्ताक्षर करें।`,
      newVersion: (who, l, v) =>
        `${who} ने “${l}” में बदलाव किए हैं और आपसे नए संस्करण (संस्करण ${v}) की समीक्षा करने और उस पर हस्ताक्षर करने का अनुरोध करते हैं।`,
    },
    openThis:
      'पत्र पढ़ने, बदलाव माँगने या हस्ताक्षर करने के लिए यह लिंक खोलें। आपको किसी खाते की ज़रूरत नहीं है: यह पुष्टि करने के लिए कि यह आप ही हैं, पेज आपको ई-मेल से एक कोड भेजता है।',
    until: (time) => `यह लिंक ${time} तक काम करता है।`,
    earlierLinkDead: ' इस पत्र के बारे में किसी भी पिछले ई-मेल का लिंक अब काम नहीं करता।',
    askReply: (who) => `कोई प्रश्न है, या आप काग़ज़ पर हस्ताक्षर करना चाहेंगे? इस ई-मेल का जवाब दें या ${who} को लिखें।`,
    askProvider: (provider) => `कोई प्रश्न है, या आप काग़ज़ पर हस्ताक्षर करना चाहेंगे? ${provider} से संपर्क करें, जिन्होंने आपको यह पत्र भेजा है।`,
    signButton: 'पत्र की समीक्षा करें और हस्ताक्षर करें',
    codeSubject: (p, l) => `${p}: “${l}” पर हस्ताक्षर करने के लिए आपका कोड`,
    yourCode: (code) => `आपका कोड ${code} है`,
    enterIt: (l, m) => `“${l}” खोलने के लिए इसे हस्ताक्षर वाले पेज पर दर्ज करें। यह ${m} मिनट तक काम करता है; नया कोड इसकी जगह ले लेता है।`,
    notYou: (who) => `अगर आपने इसे नहीं माँगा था, तो इस ई-मेल को अनदेखा करें, या ${who} को बताएँ।`,
    copySubject: (p, l) => `${p}: “${l}” की आपकी हस्ताक्षरित प्रति`,
    signed: (l, forWhom, time) => `आपने ${time} को ${forWhom} के लिए “${l}” पर हस्ताक्षर किए। धन्यवाद: आपसे और कुछ नहीं चाहिए।`,
    attached: 'आपकी हस्ताक्षरित प्रति संलग्न है (PDF)। इसके अंत में हस्ताक्षर का ऑडिट प्रमाणपत्र है; इसे अपने रिकॉर्ड के लिए रखें।',
    tooLarge: (page, who) =>
      `आपकी हस्ताक्षरित प्रति ई-मेल में संलग्न करने के लिए बहुत बड़ी है। जब तक हस्ताक्षर वाला पेज (${page}) आपके ब्राउज़र में खुला है, उसे वहाँ से डाउनलोड करें, या ${who} से एक प्रति माँगें।`,
    questionsReply: (who) => `कोई प्रश्न? इस ई-मेल का जवाब दें या ${who} को लिखें।`,
    questionsProvider: (provider) => `कोई प्रश्न? ${provider} से संपर्क करें, जिन्होंने आपको यह पत्र भेजा है।`,
    pageButton: 'हस्ताक्षर वाला पेज खोलें',
    signedSuffix: 'हस्ताक्षरित',
  },
};
