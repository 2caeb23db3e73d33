// The promotions group (one lazy chunk): promotions, detail, check-in, reward centre,
// invite friends, app download guide.
import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import ActivityPage from './activity';
import ActivityDetailPage from './activity-detail';
import AppGuidePage from './app-guide';
import InviteFriendsPage from './invite-friends';
import RewardCenterPage from './reward-center';
import SignInPage from './sign-in';

const PAGES: Record<string, ComponentType> = {
  '/m/activityDetail': ActivityDetailPage,
  '/m/activity/signIn': SignInPage,
  '/m/rewardCenter': RewardCenterPage,
  '/m/inviteFriends': InviteFriendsPage,
  '/m/app': AppGuidePage,
};

export default function Promo() {
  const [path] = useLocation();
  const Page = PAGES[path] ?? ActivityPage;
  return <Page />;
}
