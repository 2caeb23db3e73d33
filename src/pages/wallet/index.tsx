// The wallet and member-centre group (one lazy chunk, issue 7): deposit, withdraw with
// records and transactions, member centre with settings, VIP benefits.
import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import BenefitsPage from './benefits';
import DepositPage from './deposit';
import MemberHomePage from './member-home';
import WithdrawPage from './withdraw';

const PAGES: Record<string, ComponentType> = {
  '/m/voucherCenter': DepositPage,
  '/m/withdraw': WithdrawPage,
  '/m/member/benefits': BenefitsPage,
};

export default function Wallet() {
  const [path] = useLocation();
  const Page = PAGES[path] ?? MemberHomePage;
  return <Page />;
}
