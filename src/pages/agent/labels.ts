// How the agent screens write rates, periods, contract states and dividend cycles.
import { formatDate } from '../../lib/dates';
import { language } from '../../state/i18n';

/**
 * A period start as the screens show it, in the player's language: the date, with the hour for
 * hourly periods. Day, week and month periods are UTC calendar days (rules/agent-contracts.ts),
 * so their date is read in UTC; an hour is an instant and shows in local time.
 */
export const periodText = (iso: string, hourly = false) =>
  formatDate(iso, language.value, hourly, hourly ? undefined : 'UTC');

/** Dictionary keys of contract states and dividend cycles, spelled out so the dictionary check finds them. */
export const STATUS_KEY = {
  pending: 'agent.status.pending',
  active: 'agent.status.active',
  rejected: 'agent.status.rejected',
  ended: 'agent.status.ended',
} as const;
export const CYCLE_KEY = { week: 'agent.dividend.cycle.week', month: 'agent.dividend.cycle.month' } as const;
