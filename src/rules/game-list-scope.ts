// Start-up path: every game-list call (home's rows, the lobby's first page from index.html) carries it.
// SPEC §7 game list: besides the filters, the call names its merchant and a minimum of pay lines.

/**
 * `merchant`: the logged-in account's own (a trial account's is its own merchant, SPEC §6). A
 * visitor's call names none and the server lists the site's: index.html's script asks the lobby's
 * first page before the site status has answered, and the app must ask it the same way to take
 * that answer. `minLine` 0: no pay-line minimum (the filter panel offers none, SPEC §2.4).
 */
export function listScope(merchantCode: string | null | undefined): { merchant?: string; minLine: number } {
  return merchantCode ? { merchant: merchantCode, minLine: 0 } : { minLine: 0 };
}
