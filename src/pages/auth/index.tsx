// The account pages as one lazy chunk (routes.ts): login, register, forgotten password,
// change password, free play, picked by path. crypto-js is not in this chunk: the login
// page imports src/lib/crypto.ts on its own when it opens.
import { useLocation } from 'wouter';
import { normalizePath } from '../../rules/chrome';
import ChangePasswordPage from './ChangePassword';
import ForgetPage from './Forget';
import FreePlayPage from './FreePlay';
import LoginPage from './Login';
import RegisterPage from './Register';

const PAGES = {
  '/m/login': LoginPage,
  '/m/register': RegisterPage,
  '/m/register.html': RegisterPage,
  '/m/forget': ForgetPage,
  '/m/changePsw': ChangePasswordPage,
  '/m/trail': FreePlayPage,
} as const;

export default function AuthPages() {
  const [location] = useLocation();
  const Page = PAGES[normalizePath(location) as keyof typeof PAGES] ?? LoginPage;
  return <Page />;
}
