// One remote read for an agent screen: data, error key, reload. Loading ends in every case.
import { useEffect, useState } from 'react';
import { errorKey } from '../../state/resource';

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[] = []) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = async () => {
    setError(null);
    try { setData(await load()); } catch (e) { setError(errorKey(e)); }
  };
  useEffect(() => { setData(null); void reload(); }, deps);
  return { data, error, reload };
}

/** Basis points as a percentage with 2 decimals ("2.50"); integer arithmetic only. */
export const bpText = (bp: number) => `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A period start as the screens show it: the date, with the hour for hourly periods. */
export const periodText = (iso: string, hourly = false) => (hourly ? iso.slice(0, 16).replace('T', ' ') : iso.slice(0, 10));

/** Dictionary keys of contract states and dividend cycles, spelled out so the dictionary check finds them. */
export const STATUS_KEY = { pending: 'agent.status.pending', active: 'agent.status.active', rejected: 'agent.status.rejected', ended: 'agent.status.ended' } as const;
export const CYCLE_KEY = { week: 'agent.dividend.cycle.week', month: 'agent.dividend.cycle.month' } as const;
