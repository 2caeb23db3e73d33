// What each request of a load run is: 65 % lobby reads, 30 % slot rounds, 5 % logins (a login
// is a deliberate scrypt hash, about 50 ms of CPU; a login storm is the rate limiter's job).

export const READS = [
  '/wps/game/list?language=pt&pageNo=1&pageSize=20&gameType=RNG',
  '/wps/game/list?language=en&pageNo=2&pageSize=9',
  '/wps/game/list?language=pt&pageNo=1&pageSize=20&gameName=fortune',
  '/wps/game/vendors?language=pt',
  '/wps/system/status',
  '/wps/game/types?typeId=1&language=pt',
  '/wps/game/hot?isPlatform=2&language=pt&platform=html5',
  '/wps/game/winners?gameCategory=ALL&language=pt&limitNum=20',
];

const json = { 'content-type': 'application/json' };
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** autocannon's setupRequest for the mix, and the count of each kind it sent. */
export function requestMix(members, loginEncryption) {
  const kinds = { read: 0, login: 0, spin: 0 };
  const setupRequest = (req) => {
    const r = Math.random();
    if (r < 0.65) {
      kinds.read++;
      return { ...req, method: 'GET', path: pick(READS), headers: {}, body: undefined };
    }
    const m = pick(members);
    if (r < 0.95) {
      kinds.spin++;
      return {
        ...req,
        method: 'POST',
        path: '/wps/demo/spin',
        headers: json,
        body: JSON.stringify({ play: m.play, stake: 100 }),
      };
    }
    kinds.login++;
    return {
      ...req,
      method: 'POST',
      path: '/wps/session/login',
      headers: { ...json, [loginEncryption.header]: loginEncryption.scheme },
      body: m.login,
    };
  };
  return { kinds, setupRequest };
}
