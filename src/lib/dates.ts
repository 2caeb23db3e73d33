// Dates from the server (ISO-8601) as the player reads them; an unreadable one shows as ''.
import type { Language } from '../api/types';

const LOCALES: Record<Language, string> = { pt: 'pt-BR', en: 'en-GB', ur: 'ur-PK' };

/** timeZone: read the instant in that zone ('UTC' for a server's UTC calendar day); the device's zone by default. */
export function formatDate(iso: string, lang: Language, withTime = false, timeZone?: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return new Intl.DateTimeFormat(
    LOCALES[lang],
    withTime
      ? { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }
      : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone },
  ).format(ms);
}

/**
 * A record's date and time (game records, transactions, deposits, withdrawals, the inbox):
 * one format per language, in the device's time zone, to the minute.
 */
export const formatDateTime = (iso: string, lang: Language): string => formatDate(iso, lang, true);

/** A calendar month's name and year ("dezembro de 2026"), for an ISO date's month read in UTC. */
export function formatMonth(isoDay: string, lang: Language): string {
  const ms = Date.parse(`${isoDay.slice(0, 7)}-01T00:00:00Z`);
  if (!Number.isFinite(ms)) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms);
}

/**
 * An instant's day and month ("12/12") and its time on a 24-hour clock ("23:59"), apart, so a
 * sentence can say "ends 12/12 at 23:59" in the reader's order; '' for an unreadable date.
 */
export function formatDayTime(iso: string, lang: Language, timeZone?: string): { day: string; time: string } {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return { day: '', time: '' };
  const locale = LOCALES[lang];
  return {
    day: new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone }).format(ms),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
      ms,
    ),
  };
}
