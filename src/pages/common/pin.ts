// How every payment-password input is typed: six digits, hidden, with the numeric keypad.
export const PIN = { type: 'password', inputMode: 'numeric', maxLength: 6 } as const;
