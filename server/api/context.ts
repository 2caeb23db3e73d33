// What every API handler receives.
import type { EndpointName, ValueOf } from '../../src/api/endpoints.ts';
import type { SiteConfig } from '../config.ts';
import type { Db } from '../db/open.ts';

export interface ApiContext {
  db: Db;
  site: SiteConfig;
  query: URLSearchParams;
  body: unknown;
  token: string | null;
  /** Client address, for per-IP rate limits. */
  ip: string;
  /** Request headers, lower-case names. */
  headers: Record<string, string | string[] | undefined>;
  log: (line: string) => void;
}

export type Handler<K extends EndpointName> = (ctx: ApiContext) => ValueOf<K> | Promise<ValueOf<K>>;
export type Handlers<K extends EndpointName> = { [N in K]: Handler<N> };
