// Secrets that travel in URLs never reach the access log: whoever reads the log (an operator,
// a log shipper, a support desk) could otherwise pay a demo gateway order from its page's
// address, or open a game with a launch ticket not yet redeemed. The path segment after
// /pay/gateway/ and the values of the query parameters below are written as [redacted].

/** Query parameters that carry a secret: launch and chat tickets, play keys, tokens, codes. */
const SECRET_PARAMS = /([?&;](?:ticket|token|key|play|playKey|secret|code|verificationCode)=)[^&;#]*/gi;
/** The payment page's secret (the segment the route reads, server/pay/gateway.ts). */
const GATEWAY_PATH = /(\/pay\/gateway\/)[^/?#]+/gi;

export const redactSecrets = (rawUrl: string): string =>
  rawUrl.replace(GATEWAY_PATH, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
