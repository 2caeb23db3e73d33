// The contract of every call (parameters and answer), shared by the client and the reference
// server: a call the client makes that the server does not answer fails the type check
// (server/api/handlers.ts). Each area's calls are typed in contracts/<area>.ts. Types only:
// nothing here reaches the bundle.
import type { Guard } from './guards';
import type { AccountsContract } from './contracts/accounts';
import type { AgentProgrammeContract } from './contracts/agent';
import type { SalaryDividendContract } from './contracts/agent-contracts';
import type { CatalogueContract } from './contracts/catalogue';
import type { MemberContract } from './contracts/member';
import type { MessagesContract } from './contracts/messages';
import type { SystemContract } from './contracts/system';
import type { WalletContract } from './contracts/wallet';

export type { OutboxMessage } from './contracts/system';
export type {
  CountryCode,
  LoginForm,
  LoginValue,
  RegisterParams,
  RegistrationSettings,
  SmsPurpose,
  SmsTimingValue,
} from './contracts/accounts';
export type { GameListParams, LaunchParams } from './contracts/catalogue';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call: its method, path and the guard its answer must pass. The definitions live in
 * src/api/calls/<area>.ts, one export per call, so a chunk carries only the calls it makes;
 * src/api/calls/index.ts joins them for the reference server and the tests.
 */
export interface Endpoint<K extends EndpointName> {
  method: Method;
  path: string;
  auth?: boolean;
  shape: Guard<ValueOf<K>>;
}

/** Request parameters and response value of every call (SPEC §7), joined from the areas. */
export type Contract = SystemContract &
  MemberContract &
  AccountsContract &
  CatalogueContract &
  MessagesContract &
  WalletContract &
  AgentProgrammeContract &
  SalaryDividendContract;

export type EndpointName = keyof Contract;

export type ParamsOf<K extends EndpointName> = Contract[K]['params'];
export type ValueOf<K extends EndpointName> = Contract[K]['value'];
