// The idempotency key of a call that moves money (deposit, withdrawal, transfer): the server
// answers a repeated key with the first result instead of moving money again (README: Wallet).

export interface RequestKey {
  /** The request's values, joined: a different amount or card is a different request. */
  signature: string;
  key: string;
}

/**
 * The key for a request with these values: the last attempt's while the values are the same
 * (a retry after a timeout is the same request, so it moves money once), a fresh one when they
 * changed. After a success the caller forgets it (null), so the next request is a new one.
 */
export function requestKeyFor(last: RequestKey | null, signature: string, fresh: () => string): RequestKey {
  return last && last.signature === signature ? last : { signature, key: fresh() };
}
