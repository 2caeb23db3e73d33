// Start-up path: home's jackpot starts from the amount this phone saw last (rules/jackpot.ts).
/** A stored amount: whole non-negative cents, else null (nothing stored, or a foreign value). */
export const storedJackpot = (raw: string | null): number | null =>
  raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
