// Chat and customer service (SPEC §4 Chat, §2.12 chat popup, §3 customer-service entry).
// The platform chat: fetch its URL, go there after 500 ms when value.chatUrl exists, do
// nothing when it is missing. Customer-service paths of type '3' are decrypted by a lazy
// chunk (crypto-js), never on the start-up path.
import { call } from '../api/client';
import * as messagesApi from '../api/calls/messages';
import * as systemApi from '../api/calls/system';
import type { CustomerServiceEntry } from '../api/types';
import { safeExternalUrl } from '../lib/html-policy';
import { checkFeature } from './auth-guard';
import { language, t } from './i18n';
import { errorKey, resource } from './resource';
import { toast } from './toasts';
import { sendToLogin } from './login-redirect';
import { refreshUnread } from './unread';

/** SPEC §9 chat open delay. */
export const CHAT_OPEN_DELAY_MS = 500;

export type ChatOutcome = 'login' | 'refused' | 'opening' | 'none' | 'failed';

export interface ChatDeps {
  navigate: (path: string) => void;
  /** Where the browser goes; window.location.assign by default. */
  assign?: (url: string) => void;
  delayMs?: number;
}

/**
 * SPEC §6/§8: a visitor is told to log in and sent to /m/login; type 4 gets the offline
 * free_reject toast for 1 s. Otherwise the chat URL is fetched and opened after 500 ms.
 */
export async function openChat(deps: ChatDeps): Promise<ChatOutcome> {
  const access = checkFeature('chat');
  if (access === 'login') {
    sendToLogin(deps.navigate);
    return 'login';
  }
  if (access === 'refused') return 'refused';
  try {
    const { chatUrl } = await call(messagesApi.chatLaunch, {
      b2c: 1,
      language: language.value,
      backUrl: window.location.href,
      headerColor: '#10131c',
      title: t('chat.title'),
    });
    // The reference server's own chat answers a path on this site (/support/chat?ticket=…).
    const url = chatUrl ? safeExternalUrl(chatUrl.startsWith('/') ? location.origin + chatUrl : chatUrl) : null;
    if (!url) return 'none';
    // Opening the chat marks its messages read on the server: the badge follows.
    refreshUnread();
    const assign = deps.assign ?? ((u: string) => window.location.assign(u));
    setTimeout(() => assign(url), deps.delayMs ?? CHAT_OPEN_DELAY_MS);
    return 'opening';
  } catch (e) {
    toast.fail(t(errorKey(e)), 2000);
    return 'failed';
  }
}

export interface ServiceLink {
  csType: string;
  url: string;
}

/** Customer-service entries as openable links: type '3' decrypted (lazy), unusable ones dropped. */
export async function resolveServiceLinks(entries: readonly CustomerServiceEntry[]): Promise<ServiceLink[]> {
  const needsKey = entries.some((e) => e.type === '3');
  const decrypt = needsKey ? (await import('../lib/cs-path')).decryptCsPath : null;
  const out: ServiceLink[] = [];
  for (const e of entries) {
    const url = e.type === '3' ? decrypt!(e.path) : safeExternalUrl(e.path);
    if (url) out.push({ csType: e.csType, url });
  }
  return out;
}

/** SPEC §7 customer service (value.version.pathList), resolved once per visit. */
export const serviceLinks = resource(async (signal) =>
  resolveServiceLinks((await call(systemApi.customerService, {}, { signal })).version.pathList),
);

/** The link the customer-service entries open: live chat first, then any other entry. */
export const primaryService = (links: readonly ServiceLink[]): ServiceLink | null =>
  links.find((l) => l.csType === 'LIVECHAT') ?? links[0] ?? null;
