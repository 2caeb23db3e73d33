// The messages group, one lazy chunk: announcements, message centre, inbox, feedback.
export { default as Feedback } from './feedback';
export { default as Inbox } from './inbox';
export { default as MessageCentre } from './message-centre';
export { default as Notices } from './notice';
