// Message centre rows (SPEC §2.10) and where the inbox and chat entries lead (SPEC §6, §8).
import type { CustomerServiceEntry } from '../api/types';

export type MessageRow =
  | { id: 'telegram'; url: string }
  | { id: 'announcements' }
  | { id: 'inbox' }
  | { id: 'liveChat' }
  | { id: 'customerService' }
  | { id: 'feedback' }
  | { id: 'help' };

export interface MessageCentreContext {
  telegramLink: string | null;
  cbs3: boolean;
  customerService: readonly CustomerServiceEntry[];
}

/**
 * In the spec's order: TELEGRAM (with a link), announcements and inbox (always; the inbox
 * sends visitors to log in), live chat (CBS3 only), the customer-service row (when an entry
 * exists); then the feedback form and the help centre, always, so a site with no contact
 * configured still has somewhere to turn.
 */
export function messageRows(c: MessageCentreContext): MessageRow[] {
  const rows: MessageRow[] = [];
  if (c.telegramLink && c.telegramLink.trim() !== '') rows.push({ id: 'telegram', url: c.telegramLink });
  rows.push({ id: 'announcements' }, { id: 'inbox' });
  if (c.cbs3) rows.push({ id: 'liveChat' });
  if (c.customerService.some((e) => e.path.trim() !== '')) rows.push({ id: 'customerService' });
  rows.push({ id: 'feedback' }, { id: 'help' });
  return rows;
}

/** SPEC §2.11 / §2.1: the topic index from ?i= (default 0), or the topic whose anchor is the hash (#terms). */
export function helpTopicIndex(search: string, hash: string, anchors: readonly (string | undefined)[]): number {
  const anchor = hash.replace(/^#/, '');
  if (anchor) {
    const at = anchors.indexOf(anchor);
    if (at >= 0) return at;
  }
  const raw = new URLSearchParams(search).get('i');
  const i = raw === null || raw.trim() === '' ? 0 : Number(raw);
  return Number.isInteger(i) && i >= 0 && i < anchors.length ? i : 0;
}

/**
 * SPEC §2.3/§2.1: /m/notice carries the item index as its query: '?2' (the ticker's form),
 * or '?index=2' / '?i=2'. Anything else selects nothing (-1).
 */
export function noticeIndex(search: string): number {
  const q = search.replace(/^\?/, '');
  const params = new URLSearchParams(q);
  const raw = /^\d+$/.test(q) ? q : (params.get('index') ?? params.get('i'));
  if (raw === null || !/^\d{1,4}$/.test(raw)) return -1;
  return Number(raw);
}
