import { electronicSigningConsent, localeFromBrowser, type Locale } from '@app/domain';
import type express from 'express';

/**
 * What the signing routes say to the signatory, in the signing page's language (docs/decisions.md, "The signing
 * flow speaks the signatory's language"): the consent to sign electronically and the refusals the page shows. The
 * page sends its language as Accept-Language (signing-api.ts); without it, the browser's own list decides. English
 * is the spec's wording. Staff read the audit certificate and the signed PDF in English whatever the page showed.
 */
export interface SigningPageWords {
  consent: (provider: string) => string[];
  signedAlready: (copyPolicy: string) => string;
  copyPolicy: (who: string) => string;
  declined: (who: string) => string;
  voided: (who: string) => string;
  expired: (who: string) => string;
  unknownLink: string;
  linkSpent: string;
  sessionEnded: string;
  tooManyCodes: string;
  tooManyFromAddress: string;
  wrongCode: string;
  codeExpired: string;
  spentByFailures: string;
  changesAlready: string;
  changesAskedCannotSign: string;
  letterGone: string;
  notSignedYet: string;
  copyMissing: string;
}

export const SIGNING_PAGE_WORDS: Readonly<Record<Locale, SigningPageWords>> = {
  en: {
    consent: electronicSigningConsent,
    signedAlready: (policy) => `This letter has already been signed. Nothing more is needed from you. ${policy}`,
    copyPolicy: (who) =>
      `We e-mail each signatory a copy of the signed letter when they sign; if yours did not arrive, write to ${who} for one.`,
    declined: (who) => `You declined to sign this letter. Write to ${who} if you change your mind.`,
    voided: (who) => `The sender, ${who}, withdrew this request for signature. Write to them if you expected to sign.`,
    expired: (who) => `This signing link has expired. Ask ${who} for a new one.`,
    unknownLink: 'This signing link is not valid. Open the latest e-mail you received and use its link, copied whole.',
    linkSpent:
      'Too many wrong codes were entered with this link, so it no longer works. Ask the sender to send the letter again.',
    sessionEnded: 'Your signing session has ended. Open the link in your latest e-mail again, or ask the sender for a new one.',
    tooManyCodes: 'We have sent several codes already. Use the latest one, or wait an hour and ask again.',
    tooManyFromAddress: 'Too many attempts from this address. Wait a minute and try again.',
    wrongCode: 'That code is not right. Check the latest e-mail and try again.',
    codeExpired: 'That code has expired. Ask for a new code.',
    spentByFailures: 'Too many wrong codes: this link no longer works. Ask the sender to send the letter again.',
    changesAlready: 'You have asked for changes already; the sender will e-mail you the new version.',
    changesAskedCannotSign: 'You asked for changes to this version; the sender will e-mail you the new one to sign.',
    letterGone: 'The letter you were sent no longer exists. Contact the sender.',
    notSignedYet: 'The letter is not signed yet',
    copyMissing: 'The signed copy could not be found. Contact the sender.',
  },
  es: {
    consent: (p) => [
      `Acepta usar registros y firmas electrónicos con ${p} para esta carta, y que su firma electrónica tiene el mismo efecto que firmar en papel.`,
      `Puede pedir a ${p} una copia en papel de esta carta y firmar en papel en cualquier momento y sin costo: pídala a la persona de ${p} que le envió esta carta.`,
      'Puede retirar este consentimiento antes de firmar cerrando esta página o eligiendo "Rechazar la firma"; retirarlo no afecta nada de lo que haya firmado antes.',
      'Para leer y conservar esta carta necesita un navegador web actualizado y una forma de abrir archivos PDF; puede descargar la copia firmada una vez que haya firmado.',
    ],
    signedAlready: (policy) => `Esta carta ya fue firmada. No necesitamos nada más de usted. ${policy}`,
    copyPolicy: (who) =>
      `Enviamos a cada firmante una copia de la carta firmada por correo cuando firma; si la suya no llegó, escriba a ${who} para pedir una.`,
    declined: (who) => `Rechazó firmar esta carta. Escriba a ${who} si cambia de opinión.`,
    voided: (who) => `El remitente, ${who}, retiró esta solicitud de firma. Escríbale si esperaba firmar.`,
    expired: (who) => `Este enlace de firma ha vencido. Pida uno nuevo a ${who}.`,
    unknownLink: 'Este enlace de firma no es válido. Abra el correo más reciente que recibió y use su enlace completo.',
    linkSpent:
      'Se introdujeron demasiados códigos incorrectos con este enlace, así que ya no funciona. Pida al remitente que vuelva a enviar la carta.',
    sessionEnded: 'Su sesión de firma terminó. Vuelva a abrir el enlace de su correo más reciente o pida uno nuevo al remitente.',
    tooManyCodes: 'Ya enviamos varios códigos. Use el más reciente o espere una hora y vuelva a pedirlo.',
    tooManyFromAddress: 'Demasiados intentos desde esta dirección. Espere un minuto e inténtelo de nuevo.',
    wrongCode: 'Ese código no es correcto. Revise el correo más reciente e inténtelo de nuevo.',
    codeExpired: 'Ese código venció. Pida un código nuevo.',
    spentByFailures:
      'Demasiados códigos incorrectos: este enlace ya no funciona. Pida al remitente que vuelva a enviar la carta.',
    changesAlready: 'Ya pidió cambios; el remitente le enviará la nueva versión por correo.',
    changesAskedCannotSign: 'Pidió cambios en esta versión; el remitente le enviará por correo la nueva para firmar.',
    letterGone: 'La carta que le enviaron ya no existe. Comuníquese con el remitente.',
    notSignedYet: 'La carta todavía no está firmada',
    copyMissing: 'No se encontró la copia firmada. Comuníquese con el remitente.',
  },
  'pt-BR': {
    consent: (p) => [
      `Você concorda em usar registros e assinaturas eletrônicos com ${p} para esta carta, e que sua assinatura eletrônica tem o mesmo efeito que assinar em papel.`,
      `Você pode pedir a ${p} uma cópia em papel desta carta e assinar em papel a qualquer momento, sem custo: peça à pessoa de ${p} que enviou esta carta a você.`,
      'Você pode retirar este consentimento antes de assinar fechando esta página ou escolhendo "Recusar a assinatura"; retirá-lo não afeta nada que você tenha assinado antes.',
      'Para ler e guardar esta carta, você precisa de um navegador atualizado e de uma forma de abrir arquivos PDF; você pode baixar a cópia assinada depois de assinar.',
    ],
    signedAlready: (policy) => `Esta carta já foi assinada. Não precisamos de mais nada de você. ${policy}`,
    copyPolicy: (who) =>
      `Enviamos por e-mail a cada signatário uma cópia da carta assinada quando ele assina; se a sua não chegou, escreva para ${who} para pedir uma.`,
    declined: (who) => `Você recusou a assinatura desta carta. Escreva para ${who} se mudar de ideia.`,
    voided: (who) => `O remetente, ${who}, retirou este pedido de assinatura. Escreva para ele se você esperava assinar.`,
    expired: (who) => `Este link de assinatura expirou. Peça um novo a ${who}.`,
    unknownLink:
      'Este link de assinatura não é válido. Abra o e-mail mais recente que você recebeu e use o link dele, copiado por inteiro.',
    linkSpent:
      'Foram digitados códigos errados demais com este link, por isso ele não funciona mais. Peça ao remetente que envie a carta novamente.',
    sessionEnded:
      'Sua sessão de assinatura terminou. Abra novamente o link do seu e-mail mais recente ou peça um novo ao remetente.',
    tooManyCodes: 'Já enviamos vários códigos. Use o mais recente ou espere uma hora e peça novamente.',
    tooManyFromAddress: 'Tentativas demais a partir deste endereço. Espere um minuto e tente novamente.',
    wrongCode: 'Esse código não está certo. Confira o e-mail mais recente e tente novamente.',
    codeExpired: 'Esse código expirou. Peça um novo código.',
    spentByFailures: 'Códigos errados demais: este link não funciona mais. Peça ao remetente que envie a carta novamente.',
    changesAlready: 'Você já pediu alterações; o remetente enviará a nova versão por e-mail.',
    changesAskedCannotSign: 'Você pediu alterações nesta versão; o remetente enviará por e-mail a nova para assinar.',
    letterGone: 'A carta enviada a você não existe mais. Fale com o remetente.',
    notSignedYet: 'A carta ainda não foi assinada',
    copyMissing: 'A cópia assinada não foi encontrada. Fale com o remetente.',
  },
  'zh-Hans': {
    consent: (p) => [
      `您同意就这封信与 ${p} 使用电子记录和电子签名，并同意您的电子签名与在纸上签名具有同等效力。`,
      `您可以随时免费向 ${p} 索取这封信的纸质副本并改为在纸上签署：请联系 ${p} 向您发送这封信的人。`,
      '在签署之前，您可以关闭此页面或选择“拒绝签署”来撤回此同意；撤回不影响您之前签署的任何内容。',
      '要阅读和保存这封信，您需要使用最新的网络浏览器，并能打开 PDF 文件；签署后即可下载签署副本。',
    ],
    signedAlready: (policy) => `这封信已经签署。您无需再做任何事。${policy}`,
    copyPolicy: (who) => `每位签署人签署后，我们都会通过电子邮件发送一份签署副本；如果您没有收到，请写信给${who}索取。`,
    declined: (who) => `您已拒绝签署这封信。如果您改变主意，请写信给${who}。`,
    voided: (who) => `发件人${who}已撤回此签署请求。如果您原本打算签署，请写信给对方。`,
    expired: (who) => `此签署链接已过期。请向${who}索取新的链接。`,
    unknownLink: '此签署链接无效。请打开您收到的最新电子邮件，并完整使用其中的链接。',
    linkSpent: '使用此链接输入的错误验证码次数过多，因此链接已失效。请让发件人重新发送这封信。',
    sessionEnded: '您的签署会话已结束。请重新打开最新电子邮件中的链接，或向发件人索取新的链接。',
    tooManyCodes: '我们已经发送了多个验证码。请使用最新的验证码，或等待一小时后再请求。',
    tooManyFromAddress: '来自此地址的尝试次数过多。请等待一分钟后重试。',
    wrongCode: '验证码不正确。请查看最新的电子邮件后重试。',
    codeExpired: '验证码已过期。请获取新的验证码。',
    spentByFailures: '错误的验证码次数过多：此链接已失效。请让发件人重新发送这封信。',
    changesAlready: '您已经要求修改；发件人会通过电子邮件将新版本发给您。',
    changesAskedCannotSign: '您已要求修改此版本；发件人会通过电子邮件将新版本发给您签署。',
    letterGone: '发送给您的信件已不存在。请联系发件人。',
    notSignedYet: '这封信尚未签署',
    copyMissing: '找不到签署副本。请联系发件人。',
  },
  hi: {
    consent: (p) => [
      `आप इस पत्र के लिए ${p} के साथ इलेक्ट्रॉनिक रिकॉर्ड और हस्ताक्षर इस्तेमाल करने के लिए सहमत हैं, और मानते हैं कि आपके इलेक्ट्रॉनिक हस्ताक्षर का वही प्रभाव है जो काग़ज़ पर हस्ताक्षर का।`,
      `आप कभी भी, बिना किसी शुल्क के, ${p} से इस पत्र की काग़ज़ी प्रति माँग सकते हैं और काग़ज़ पर हस्ताक्षर कर सकते हैं: ${p} के उस व्यक्ति से माँगें जिसने आपको यह पत्र भेजा है।`,
      'हस्ताक्षर करने से पहले आप यह पेज बंद करके या "हस्ताक्षर करने से मना करें" चुनकर यह सहमति वापस ले सकते हैं; सहमति वापस लेने से आपके पहले किए गए किसी हस्ताक्षर पर असर नहीं पड़ता।',
      'इस पत्र को पढ़ने और रखने के लिए आपको एक अप-टू-डेट वेब ब्राउज़र और PDF फ़ाइलें खोलने का तरीका चाहिए; हस्ताक्षर करने के बाद आप हस्ताक्षरित प्रति डाउनलोड कर सकते हैं।',
    ],
    signedAlready: (policy) => `इस पत्र पर पहले ही हस्ताक्षर हो चुके हैं। आपसे और कुछ नहीं चाहिए। ${policy}`,
    copyPolicy: (who) =>
      `हर हस्ताक्षरकर्ता के हस्ताक्षर करने पर हम उसे हस्ताक्षरित पत्र की एक प्रति ई-मेल करते हैं; अगर आपकी प्रति नहीं आई, तो एक प्रति के लिए ${who} को लिखें।`,
    declined: (who) => `आपने इस पत्र पर हस्ताक्षर करने से मना कर दिया। अगर आपका मन बदले, तो ${who} को लिखें।`,
    voided: (who) => `भेजने वाले, ${who}, ने हस्ताक्षर का यह अनुरोध वापस ले लिया है। अगर आप हस्ताक्षर की उम्मीद कर रहे थे, तो उन्हें लिखें।`,
    expired: (who) => `इस हस्ताक्षर लिंक की अवधि समाप्त हो गई है। ${who} से नया लिंक माँगें।`,
    unknownLink: 'यह हस्ताक्षर लिंक मान्य नहीं है। आपको मिला सबसे नया ई-मेल खोलें और उसका पूरा लिंक इस्तेमाल करें।',
    linkSpent: 'इस लिंक से बहुत से ग़लत कोड डाले गए, इसलिए यह अब काम नहीं करता। भेजने वाले से पत्र फिर से भेजने को कहें।',
    sessionEnded: 'आपका हस्ताक्षर सत्र समाप्त हो गया है। अपने सबसे नए ई-मेल का लिंक फिर से खोलें, या भेजने वाले से नया लिंक माँगें।',
    tooManyCodes: 'हम पहले ही कई कोड भेज चुके हैं। सबसे नया कोड इस्तेमाल करें, या एक घंटा रुककर फिर से माँगें।',
    tooManyFromAddress: 'इस पते से बहुत अधिक प्रयास हुए हैं। एक मिनट रुकें और फिर से कोशिश करें।',
    wrongCode: 'यह कोड सही नहीं है। सबसे नया ई-मेल देखें और फिर से कोशिश करें।',
    codeExpired: 'इस कोड की अवधि समाप्त हो गई है। नया कोड माँगें।',
    spentByFailures: 'बहुत से ग़लत कोड: यह लिंक अब काम नहीं करता। भेजने वाले से पत्र फिर से भेजने को कहें।',
    changesAlready: 'आप पहले ही बदलाव माँग चुके हैं; भेजने वाले आपको नया संस्करण ई-मेल करेंगे।',
    changesAskedCannotSign: 'आपने इस संस्करण में बदलाव माँगे हैं; भेजने वाले आपको हस्ताक्षर के लिए नया संस्करण ई-मेल करेंगे।',
    letterGone: 'आपको भेजा गया पत्र अब मौजूद नहीं है। भेजने वाले से संपर्क करें।',
    notSignedYet: 'पत्र पर अभी हस्ताक्षर नहीं हुए हैं',
    copyMissing: 'हस्ताक्षरित प्रति नहीं मिली। भेजने वाले से संपर्क करें।',
  },
};

/**
 * The signing page's language from the request: the Accept-Language the page sends (its current language), read as
 * the portal reads the browser's list (localeFromBrowser); English without one.
 */
export function signingLocaleOf(req: express.Request): Locale {
  const header = req.get('accept-language');
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter((tag) => tag && tag !== '*');
  return localeFromBrowser(tags);
}
