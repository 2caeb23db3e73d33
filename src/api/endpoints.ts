// The contract of every call (parameters and answer), shared by the client and the reference
// server: a call the client makes that the server does not answer fails the type check
// (server/api/handlers.ts). Each area's calls are typed in contracts/<area>.ts. Types only:
// nothing here reaches the bundle.
import type { Guard } from './guards';
import type { AccountsContract } from './contracts/accounts';
import type { AgentProgrammeContract } from './contracts/agent';
import type { SalaryDividendContract } from './contracts/agent-contracts';
import type { CatalogueContract } from './contracts/catalogue';
import type { BingoContract } from './contracts/bingo';
import type { BaccaratContract } from './contracts/baccarat';
import type { CrashContract } from './contracts/crash';
import type { RouletteContract } from './contracts/roulette';
import type { PokerContract } from './contracts/poker';
import type { GameshowContract } from './contracts/gameshow';
import type { FishContract } from './contracts/fish';
import type { SportsContract } from './contracts/sports';
import type { LotteryContract } from './contracts/lottery';
import type { MemberContract } from './contracts/member';
import type { MessagesContract } from './contracts/messages';
import type { OperatorContract } from './contracts/operator';
import type { ResponsibleContract } from './contracts/responsible';
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
  SocialProvider,
  SocialStart,
} from './contracts/accounts';
export type { GameListParams, LaunchParams } from './contracts/catalogue';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may make a call (SPEC §5 free-account check, §6 roles). The reference server checks it
 * for every call before the body is read or the handler runs (server/api/access.ts):
 * - `public`: anyone, a visitor too;
 * - `member`: a live session (else 401 NOT_LOGGED_IN);
 * - `real`: a real-money account, types 0, 1 and 2 (else 403 FREE_REJECT);
 * - `agent`: an agent (src/rules/roles.ts isAgent; else 403 NON_AGENT);
 * - `operator`: the site operator's X-Admin-Token, never a member's session (else 403 NO_PERMISSION).
 */
export type AccessLevel = 'public' | 'member' | 'real' | 'agent' | 'operator';

/**
 * One call: its method, path, who may make it and the guard its answer must pass. The
 * definitions live in src/api/calls/<area>.ts, one export per call, so a chunk carries only
 * the calls it makes; src/api/calls/index.ts joins them for the reference server and the tests.
 * `access` must equal the contract's level; a public call leaves it out, since every player
 * downloads the first view's definitions and the contract already says 'public'.
 */
export type Endpoint<K extends EndpointName> = {
  method: Method;
  path: string;
  shape: Guard<ValueOf<K>>;
} & (AccessOf<K> extends 'public' ? { access?: 'public' } : { access: AccessOf<K> });

/** What every contract entry holds; an entry without an access level fails the type check here. */
type Entries<T extends { [K in keyof T]: { access: AccessLevel; params: unknown; value: unknown } }> = T;

/** Request parameters, access level and response value of every call (SPEC §7), joined from the areas. */
export type Contract = Entries<
  SystemContract &
    MemberContract &
    AccountsContract &
    CatalogueContract &
    CrashContract &
    BingoContract &
    RouletteContract &
    BaccaratContract &
    PokerContract &
    GameshowContract &
    FishContract &
    SportsContract &
    LotteryContract &
    MessagesContract &
    WalletContract &
    AgentProgrammeContract &
    SalaryDividendContract &
    OperatorContract &
    ResponsibleContract
>;

export type EndpointName = keyof Contract;

export type AccessOf<K extends EndpointName> = Contract[K]['access'];
export type ParamsOf<K extends EndpointName> = Contract[K]['params'];
export type ValueOf<K extends EndpointName> = Contract[K]['value'];
