// The seeded content's dates, relative to the moment the site is created (or upgraded): the
// announcements' start dates and the promotions' windows (seed-data/announcements.ts,
// seed-data/promotions.ts), as the ISO-8601 text the tables store.
import { ANNOUNCEMENTS } from './seed-data/announcements.ts';
import type { PromotionSeed } from './seed-data/promotions.ts';

const DAY_MS = 86_400_000;

/** `daysAgo` days before `now`, at `hour`:00 UTC. */
export function daysBefore(now: number, daysAgo: number, hour: number): string {
  const day = new Date(now - daysAgo * DAY_MS);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
}

export function announcementDate(id: number, now: number): string | null {
  const a = ANNOUNCEMENTS.find((x) => x.id === id);
  return a ? daysBefore(now, a.startDate.daysAgo, a.startDate.hour) : null;
}

export function promotionDates(p: PromotionSeed, now: number): { startsAt: string; endsAt: string | null } {
  return {
    startsAt: new Date(now + p.startsAt.startsInDays * DAY_MS).toISOString(),
    endsAt: p.endsAt ? new Date(now + p.endsAt.endsInDays * DAY_MS).toISOString() : null,
  };
}
