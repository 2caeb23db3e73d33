// The account pages, one lazy chunk; routes.ts names the export each path draws. crypto-js is
// not in this chunk: the login page imports src/lib/crypto.ts on its own when it opens.
export { default as ChangePassword } from './ChangePassword';
export { default as Forget } from './Forget';
export { default as FreePlay } from './FreePlay';
export { default as Login } from './Login';
export { default as Register } from './Register';
export { default as Unlock } from './Unlock';
