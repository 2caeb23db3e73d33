// The chat page's texts in each language the app has (PT default, EN, UR right to left). The
// page is the reference server's own, like the demo games' pages (server/demo/public), so its
// words live beside it; the app's dictionaries (i18n/) hold only what the app shows.
import type { Language } from '../../src/rules/languages.ts';

export interface ChatTexts {
  title: string;
  back: string;
  history: string;
  empty: string;
  closed: string;
  label: string;
  placeholder: string;
  send: string;
  sending: string;
  you: string;
  agent: string;
  count: string;
  required: string;
  tooLong: string;
  sendFailed: string;
  tooFast: string;
  offline: string;
  expired: string;
  expiredTitle: string;
  expiredBody: string;
}

export const CHAT_TEXTS: Record<Language, ChatTexts> = {
  pt: {
    title: 'Chat ao vivo',
    back: 'Voltar',
    history: 'Conversa com o atendimento',
    empty: 'Escreva a sua dúvida: um atendente responde aqui.',
    closed: 'O atendimento encerrou esta conversa. Escreva de novo para abrir outra.',
    label: 'Mensagem',
    placeholder: 'Escreva a sua mensagem',
    send: 'Enviar',
    sending: 'Enviando…',
    you: 'Você',
    agent: 'Atendimento',
    count: '{n} de {max} caracteres',
    required: 'Escreva uma mensagem antes de enviar.',
    tooLong: 'A mensagem tem mais de {max} caracteres. Encurte-a para enviar.',
    sendFailed: 'A mensagem não foi enviada. O texto continua aqui: tente de novo.',
    tooFast: 'Muitas mensagens seguidas. Espere um minuto: o texto continua aqui.',
    offline: 'Sem conexão com o atendimento. Tentando de novo…',
    expired: 'A sessão do chat terminou. Volte e abra o chat de novo.',
    expiredTitle: 'Este link do chat expirou',
    expiredBody: 'Volte ao site e abra o chat de novo.',
  },
  en: {
    title: 'Live chat',
    back: 'Back',
    history: 'Conversation with support',
    empty: 'Write your question: an agent answers here.',
    closed: 'Support closed this conversation. Write again to open a new one.',
    label: 'Message',
    placeholder: 'Write your message',
    send: 'Send',
    sending: 'Sending…',
    you: 'You',
    agent: 'Support',
    count: '{n} of {max} characters',
    required: 'Write a message before sending.',
    tooLong: 'The message is longer than {max} characters. Shorten it to send.',
    sendFailed: 'The message was not sent. Your text is still here: try again.',
    tooFast: 'Too many messages in a row. Wait a minute: your text is still here.',
    offline: 'No connection to support. Trying again…',
    expired: 'The chat session has ended. Go back and open the chat again.',
    expiredTitle: 'This chat link has expired',
    expiredBody: 'Go back to the site and open the chat again.',
  },
  ur: {
    title: 'لائیو چیٹ',
    back: 'واپس',
    history: 'سپورٹ کے ساتھ گفتگو',
    empty: 'اپنا سوال لکھیں: سپورٹ کا نمائندہ یہیں جواب دے گا۔',
    closed: 'سپورٹ نے یہ گفتگو بند کر دی۔ نئی گفتگو کے لیے دوبارہ لکھیں۔',
    label: 'پیغام',
    placeholder: 'اپنا پیغام لکھیں',
    send: 'بھیجیں',
    sending: 'بھیجا جا رہا ہے…',
    you: 'آپ',
    agent: 'سپورٹ',
    count: '{max} میں سے {n} حروف',
    required: 'بھیجنے سے پہلے پیغام لکھیں۔',
    tooLong: 'پیغام {max} حروف سے لمبا ہے۔ بھیجنے کے لیے اسے مختصر کریں۔',
    sendFailed: 'پیغام نہیں بھیجا گیا۔ آپ کا متن یہیں موجود ہے: دوبارہ کوشش کریں۔',
    tooFast: 'بہت زیادہ پیغامات لگاتار۔ ایک منٹ انتظار کریں: آپ کا متن یہیں موجود ہے۔',
    offline: 'سپورٹ سے رابطہ نہیں۔ دوبارہ کوشش جاری ہے…',
    expired: 'چیٹ کا سیشن ختم ہو گیا۔ واپس جا کر چیٹ دوبارہ کھولیں۔',
    expiredTitle: 'چیٹ کا یہ لنک ختم ہو چکا ہے',
    expiredBody: 'سائٹ پر واپس جا کر چیٹ دوبارہ کھولیں۔',
  },
};
