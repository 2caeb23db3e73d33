// Start-up path. Unread counters shared by every badge (SPEC §4, §7); the one poll that
// feeds them lives in streams-wiring.ts.
import { computed, signal } from '@preact/signals-react';
import type { UnreadCounts } from '../api/types';
import { channel } from './channel';

export const ZERO: UnreadCounts = { inboxUnreadCount: 0, chatUnreadCount: 0, announcementUnreadCount: 0 };
export const unread = signal<UnreadCounts>(ZERO);
export const unreadTotal = computed(() => unread.value.inboxUnreadCount + unread.value.chatUnreadCount);

export const unreadRequests = channel<void>();
/** After a message is read or a chat closes: refresh now (throttled by the stream). */
export const refreshUnread = (): void => unreadRequests.send();
