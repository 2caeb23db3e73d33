// Start-up path. Site status and configuration (whitelabel switches, modules, templates, links).
import { computed, signal } from '@preact/signals-react';
import type { SiteStatus, WhitelabelSwitch } from '../api/types';
import { statusCode } from '../rules/status-code';

export const site = signal<SiteStatus | null>(null);
/** No status, and its call was answered as maintenance (a 503): show maintenance, not 'offline' (SPEC §8). */
export const statusDown = signal(false);
export const siteCode = computed(() =>
  site.value ? statusCode(site.value.maintenance, site.value.regionRestriction) : 0,
);
export const flag = (name: WhitelabelSwitch): boolean => site.value?.whitelabel[name] === true;
export const linkOf = (type: string): string | null =>
  site.value?.links.find((l) => l.resourceType === type)?.url ?? null;
