// The messages group (one lazy chunk): announcements, message centre, inbox, feedback.
import { useLocation } from 'wouter';
import FeedbackPage from './feedback';
import InboxPage from './inbox';
import MessageCentre from './message-centre';
import NoticePage from './notice';

export default function Messages() {
  const [path] = useLocation();
  if (path === '/m/notice') return <NoticePage />;
  if (path === '/m/webEmail') return <InboxPage />;
  if (path === '/m/feedback') return <FeedbackPage />;
  return <MessageCentre />;
}
