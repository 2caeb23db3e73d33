// The member group, one lazy chunk: the member centre with its settings and VIP benefits, and
// the money pages of src/pages/money (deposit, withdraw with its records), which members open
// from the centre and the header. money/ has no index.tsx: it is a folder, not a chunk of its own.
export { default as Deposit } from '../money/deposit';
export { default as Withdraw } from '../money/withdraw';
export { default as Transactions } from '../money/transactions';
export { default as Benefits } from './benefits';
export { default as MemberCentre } from './member-home';
export { default as Responsible } from './responsible';
