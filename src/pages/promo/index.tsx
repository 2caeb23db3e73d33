// The promotions group, one lazy chunk: promotions, detail, check-in, reward centre, invite
// friends, app download guide.
export { default as Promotions } from './activity';
export { default as PromotionDetail } from './activity-detail';
export { default as AppGuide } from './app-guide';
export { default as InviteFriends } from './invite-friends';
export { default as RewardCenter } from './reward-center';
export { default as SignIn } from './sign-in';
