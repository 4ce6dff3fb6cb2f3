import type { Locale } from './locale.ts';
import type { BorderApplicationWordedStatus, PetitionStatus } from './petition-status.ts';

/**
 * Issue 36: the words of a customer's notifications and their e-mails in the customer's language (users.locale).
 * English is notifications.ts and notification-email.ts themselves; these tables give the other languages the same
 * sentences, written for meaning, with the USCIS terms kept beside them. They live in the domain, not in the web
 * app's Lingui catalogues, because the job worker writes the e-mails and the bell words the same rows: both read
 * them here. Staff's notification kinds (uploads, signatures) and staff recipients stay English.
 */
export interface NotificationLanguage {
  supportReplied: string;
  statusNow: (status: string) => string;
  statusChanged: string;
  /** The same for a reader who is not the beneficiary (the employer's team): whose petition it is. */
  theirStatusNow: (name: string, status: string) => string;
  theirStatusChanged: (name: string) => string;
  newTask: (task: string) => string;
  aNewTask: string;
  due: (date: string) => string;
  overdue: (task: string) => string;
  dueSoon: (task: string) => string;
  aTask: string;
  uscisStatus: (status: string) => string;
  uscisChanged: string;
  receipt: (receiptNumber: string) => string;
  since: (date: string) => string;
  petitionOf: (name: string) => string;
  /** The response to an RFE was sent (migration 0073), on `date` when known. */
  rfeResponseSent: (date: string | null) => string;
  /** An answered RFE was reopened (migration 0080): the correction, its two possible second lines, and the mark on
   * the "response sent" notification it corrects. */
  rfeReopened: string;
  rfeTasksReopened: string;
  rfeWillTell: string;
  rfeCorrected: string;
  somethingChanged: string;
  /** The sentence's full stop ('.', '。', '।'). */
  fullStop: string;
  /** PETITION_STATUS_LABELS (the web catalogues' petitionStatus.* say the same: a web test holds them equal). */
  petitionStatus: Readonly<Record<PetitionStatus, string>>;
  /**
   * A TN applied for at the border or a consulate (migration 0137's data.borderApplication): its status news names
   * the application, not a petition, and its shipping statuses read as BORDER_APPLICATION_STATUS_LABELS (the web
   * catalogues' petitionStatus.border.* say the same).
   */
  applicationStatusNow: (status: string) => string;
  theirApplicationStatusNow: (name: string, status: string) => string;
  borderApplicationStatus: Readonly<Record<BorderApplicationWordedStatus, string>>;
  hello: (name: string | null) => string;
  openIn: (providerName: string, link: string) => string;
  /** Why the person gets the e-mail (its small print), then the two links under it: the notification settings'
   * address (NOTIFICATION_SETTINGS_PATHS) and the one-click unsubscribe (notification-unsubscribe.ts). */
  footer: string;
  settingsLink: string;
  stopLink: string;
  digestIntro: (count: number) => string;
  digestSubject: (providerName: string, count: number) => string;
}

export type TranslatedLocale = Exclude<Locale, 'en'>;

export const NOTIFICATION_LANGUAGES: Readonly<Record<TranslatedLocale, NotificationLanguage>> = {
  es: {
    supportReplied: 'El equipo de soporte respondió a su mensaje',
    statusNow: (status) => `El estado de su petición ahora es: ${status}`,
    statusChanged: 'El estado de su petición cambió',
    theirStatusNow: (name, status) => `El estado de la petición de ${name} ahora es: ${status}`,
    theirStatusChanged: (name) => `El estado de la petición de ${name} cambió`,
    newTask: (task) => `Nueva tarea: ${task}`,
    aNewTask: 'Una nueva tarea para usted',
    due: (date) => `Vence el ${date}`,
    overdue: (task) => `Vencida: ${task}`,
    dueSoon: (task) => `Vence pronto: ${task}`,
    aTask: 'Una tarea',
    uscisStatus: (status) => `Estado del caso en USCIS (USCIS case status): ${status}`,
    uscisChanged: 'El estado de su caso en USCIS cambió',
    receipt: (receiptNumber) => `Número de recibo (Receipt Number) ${receiptNumber}`,
    since: (date) => `desde el ${date}`,
    petitionOf: (name) => `Petición de ${name}`,
    rfeResponseSent: (date) =>
      `Enviamos nuestra respuesta a la Solicitud de Evidencia (Request for Evidence) de USCIS${date ? ` el ${date}` : ''}`,
    rfeReopened:
      'Corrección: todavía no hemos enviado nuestra respuesta a la Solicitud de Evidencia (Request for Evidence) de USCIS',
    rfeTasksReopened: 'Sus tareas para la respuesta vuelven a estar abiertas en Tareas pendientes',
    rfeWillTell: 'Le avisaremos cuando la enviemos',
    rfeCorrected: 'Corregido: la respuesta todavía no se ha enviado',
    somethingChanged: 'Hubo un cambio',
    fullStop: '.',
    petitionStatus: {
      PENDING_DOCS: 'Documentos pendientes',
      IN_ATTORNEY_REVIEW: 'En revisión del abogado',
      SUBMITTED: 'Presentada',
      PRINT_SHIP_REQUESTED: 'Impresión y envío solicitados',
      SHIPPED: 'Enviada',
      APPROVED: 'Aprobada (Approved)',
      DENIED: 'Denegada (Denied)',
      RFEED: 'Solicitud de Evidencia recibida (Request for Evidence, RFE)',
      ARCHIVED: 'Archivada',
    },
    applicationStatusNow: (status) => `El estado de su solicitud ahora es: ${status}`,
    theirApplicationStatusNow: (name, status) => `El estado de la solicitud de ${name} ahora es: ${status}`,
    borderApplicationStatus: {
      PRINT_SHIP_REQUESTED: 'Paquete de solicitud listo',
      SHIPPED: 'Paquete entregado al beneficiario',
    },
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    openIn: (providerName, link) => `Ábralo en el portal de ${providerName}: ${link}`,
    footer: 'Recibe este correo por su configuración de notificaciones.',
    settingsLink: 'Configuración de notificaciones',
    stopLink: 'Dejar de recibir estos correos',
    digestIntro: (count) => (count === 1 ? 'Esto es lo que pasó desde ayer:' : `Estas son las ${count} novedades desde ayer:`),
    digestSubject: (providerName, count) =>
      `${providerName}: su resumen diario (${count === 1 ? '1 novedad' : `${count} novedades`})`,
  },
  'zh-Hans': {
    supportReplied: '支持团队已回复您的消息',
    statusNow: (status) => `您的申请（petition）状态已更新为：${status}`,
    statusChanged: '您的申请（petition）状态已变更',
    theirStatusNow: (name, status) => `${name} 的申请（petition）状态已更新为：${status}`,
    theirStatusChanged: (name) => `${name} 的申请（petition）状态已变更`,
    newTask: (task) => `新任务：${task}`,
    aNewTask: '您有一项新任务',
    due: (date) => `截止日期：${date}`,
    overdue: (task) => `已逾期：${task}`,
    dueSoon: (task) => `即将到期：${task}`,
    aTask: '一项任务',
    uscisStatus: (status) => `USCIS 案件状态（USCIS case status）：${status}`,
    uscisChanged: '您的 USCIS 案件状态已变更',
    receipt: (receiptNumber) => `收据编号（Receipt Number）${receiptNumber}`,
    since: (date) => `自 ${date} 起`,
    petitionOf: (name) => `${name} 的申请`,
    rfeResponseSent: (date) => `我们已${date ? `于 ${date} ` : ''}向 USCIS 提交了对补充证据要求（Request for Evidence）的回复`,
    rfeReopened: '更正：我们尚未向 USCIS 提交对补充证据要求（Request for Evidence）的回复',
    rfeTasksReopened: '您与此回复相关的任务已在待办事项中重新开放',
    rfeWillTell: '提交后我们会通知您',
    rfeCorrected: '已更正：回复尚未提交',
    somethingChanged: '有新的变化',
    fullStop: '。',
    petitionStatus: {
      PENDING_DOCS: '待提交文件',
      IN_ATTORNEY_REVIEW: '律师审核中',
      SUBMITTED: '已提交',
      PRINT_SHIP_REQUESTED: '已申请打印并寄送',
      SHIPPED: '已寄出',
      APPROVED: '已批准（Approved）',
      DENIED: '已拒绝（Denied）',
      RFEED: '已收到补充证据要求（Request for Evidence, RFE）',
      ARCHIVED: '已归档',
    },
    applicationStatusNow: (status) => `您的申请状态已更新为：${status}`,
    theirApplicationStatusNow: (name, status) => `${name} 的申请状态已更新为：${status}`,
    borderApplicationStatus: {
      PRINT_SHIP_REQUESTED: '申请材料包已备妥',
      SHIPPED: '材料包已交给受益人',
    },
    hello: (name) => (name ? `${name}，您好：` : '您好：'),
    openIn: (providerName, link) => `在 ${providerName} 门户中查看：${link}`,
    footer: '您收到此邮件是因为您的通知设置。',
    settingsLink: '通知设置',
    stopLink: '停止接收这些邮件',
    digestIntro: (count) => (count === 1 ? '以下是自昨天以来的新动态：' : `以下是自昨天以来的 ${count} 条新动态：`),
    digestSubject: (providerName, count) => `${providerName}：您的每日摘要（${count} 条更新）`,
  },
  'pt-BR': {
    supportReplied: 'O suporte respondeu à sua mensagem',
    statusNow: (status) => `O status da sua petição agora é: ${status}`,
    statusChanged: 'O status da sua petição mudou',
    theirStatusNow: (name, status) => `O status da petição de ${name} agora é: ${status}`,
    theirStatusChanged: (name) => `O status da petição de ${name} mudou`,
    newTask: (task) => `Nova tarefa: ${task}`,
    aNewTask: 'Uma nova tarefa para você',
    due: (date) => `Vence em ${date}`,
    overdue: (task) => `Atrasada: ${task}`,
    dueSoon: (task) => `Vence em breve: ${task}`,
    aTask: 'Uma tarefa',
    uscisStatus: (status) => `Status do caso no USCIS (USCIS case status): ${status}`,
    uscisChanged: 'O status do seu caso no USCIS mudou',
    receipt: (receiptNumber) => `Número de recibo (Receipt Number) ${receiptNumber}`,
    since: (date) => `desde ${date}`,
    petitionOf: (name) => `Petição de ${name}`,
    rfeResponseSent: (date) =>
      `Enviamos nossa resposta à Solicitação de Evidências (Request for Evidence) do USCIS${date ? ` em ${date}` : ''}`,
    rfeReopened: 'Correção: ainda não enviamos nossa resposta à Solicitação de Evidências (Request for Evidence) do USCIS',
    rfeTasksReopened: 'Suas tarefas para a resposta estão abertas novamente em Itens de ação',
    rfeWillTell: 'Avisaremos quando ela for enviada',
    rfeCorrected: 'Corrigido: a resposta ainda não foi enviada',
    somethingChanged: 'Houve uma mudança',
    fullStop: '.',
    petitionStatus: {
      PENDING_DOCS: 'Documentos pendentes',
      IN_ATTORNEY_REVIEW: 'Em revisão pelo advogado',
      SUBMITTED: 'Protocolada',
      PRINT_SHIP_REQUESTED: 'Impressão e envio solicitados',
      SHIPPED: 'Enviada',
      APPROVED: 'Aprovada (Approved)',
      DENIED: 'Negada (Denied)',
      RFEED: 'Solicitação de Evidências recebida (Request for Evidence, RFE)',
      ARCHIVED: 'Arquivada',
    },
    applicationStatusNow: (status) => `O status do seu pedido agora é: ${status}`,
    theirApplicationStatusNow: (name, status) => `O status do pedido de ${name} agora é: ${status}`,
    borderApplicationStatus: {
      PRINT_SHIP_REQUESTED: 'Pacote do pedido pronto',
      SHIPPED: 'Pacote entregue ao beneficiário',
    },
    hello: (name) => (name ? `Olá, ${name},` : 'Olá,'),
    openIn: (providerName, link) => `Abra no portal da ${providerName}: ${link}`,
    footer: 'Você recebe este e-mail por causa das suas configurações de notificação.',
    settingsLink: 'Configurações de notificação',
    stopLink: 'Parar de receber estes e-mails',
    digestIntro: (count) => (count === 1 ? 'Veja o que aconteceu desde ontem:' : `Veja as ${count} novidades desde ontem:`),
    digestSubject: (providerName, count) =>
      `${providerName}: seu resumo diário (${count === 1 ? '1 atualização' : `${count} atualizações`})`,
  },
  hi: {
    supportReplied: 'सहायता टीम ने आपके संदेश का उत्तर दिया है',
    statusNow: (status) => `आपकी याचिका (petition) की स्थिति अब है: ${status}`,
    statusChanged: 'आपकी याचिका (petition) की स्थिति बदल गई है',
    theirStatusNow: (name, status) => `${name} की याचिका (petition) की स्थिति अब है: ${status}`,
    theirStatusChanged: (name) => `${name} की याचिका (petition) की स्थिति बदल गई है`,
    newTask: (task) => `नया कार्य: ${task}`,
    aNewTask: 'आपके लिए एक नया कार्य',
    due: (date) => `नियत तिथि ${date}`,
    overdue: (task) => `समय बीत गया: ${task}`,
    dueSoon: (task) => `जल्द नियत: ${task}`,
    aTask: 'एक कार्य',
    uscisStatus: (status) => `USCIS केस की स्थिति (USCIS case status): ${status}`,
    uscisChanged: 'आपके USCIS केस की स्थिति बदल गई है',
    receipt: (receiptNumber) => `रसीद संख्या (Receipt Number) ${receiptNumber}`,
    since: (date) => `${date} से`,
    petitionOf: (name) => `${name} की याचिका`,
    rfeResponseSent: (date) =>
      `हमने USCIS के साक्ष्य के अनुरोध (Request for Evidence) का अपना उत्तर ${date ? `${date} को ` : ''}भेज दिया है`,
    rfeReopened: 'सुधार: हमने USCIS के साक्ष्य के अनुरोध (Request for Evidence) का अपना उत्तर अभी तक नहीं भेजा है',
    rfeTasksReopened: 'इस उत्तर के लिए आपके कार्य करने योग्य कार्य में फिर से खुले हैं',
    rfeWillTell: 'उत्तर भेजे जाने पर हम आपको बताएँगे',
    rfeCorrected: 'सुधार: उत्तर अभी तक नहीं भेजा गया है',
    somethingChanged: 'कुछ बदला है',
    fullStop: '।',
    petitionStatus: {
      PENDING_DOCS: 'दस्तावेज़ लंबित',
      IN_ATTORNEY_REVIEW: 'वकील की समीक्षा में',
      SUBMITTED: 'दाखिल की गई',
      PRINT_SHIP_REQUESTED: 'प्रिंट और भेजने का अनुरोध किया गया',
      SHIPPED: 'भेज दी गई',
      APPROVED: 'स्वीकृत (Approved)',
      DENIED: 'अस्वीकृत (Denied)',
      RFEED: 'साक्ष्य का अनुरोध प्राप्त हुआ (Request for Evidence, RFE)',
      ARCHIVED: 'संग्रहीत',
    },
    applicationStatusNow: (status) => `आपके आवेदन की स्थिति अब है: ${status}`,
    theirApplicationStatusNow: (name, status) => `${name} के आवेदन की स्थिति अब है: ${status}`,
    borderApplicationStatus: {
      PRINT_SHIP_REQUESTED: 'आवेदन पैकेट तैयार',
      SHIPPED: 'पैकेट लाभार्थी को सौंपा गया',
    },
    hello: (name) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    openIn: (providerName, link) => `इसे ${providerName} पोर्टल में खोलें: ${link}`,
    footer: 'आपको यह ई-मेल आपकी सूचना सेटिंग्स के कारण मिल रहा है।',
    settingsLink: 'सूचना सेटिंग्स',
    stopLink: 'ये ई-मेल बंद करें',
    digestIntro: (count) => (count === 1 ? 'कल से अब तक यह हुआ:' : `कल से अब तक ये ${count} बातें हुईं:`),
    digestSubject: (providerName, count) => `${providerName}: आपका दैनिक सारांश (${count === 1 ? '1 अपडेट' : `${count} अपडेट`})`,
  },
};

/** The language of a customer's notifications: null for English (notifications.ts words them). */
export function notificationLanguage(locale: string | null | undefined): NotificationLanguage | null {
  return locale && locale !== 'en' && locale in NOTIFICATION_LANGUAGES
    ? NOTIFICATION_LANGUAGES[locale as TranslatedLocale]
    : null;
}

/** A calendar date (YYYY-MM-DD) as readers of `locale` write it (Intl's medium date, as the portal shows it). */
export function formatDateIn(locale: string, isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}
