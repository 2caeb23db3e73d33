import { test } from 'uvu';
import * as assert from 'uvu/assert';
import AES from 'crypto-js/aes';
import { CS_KEY_LENGTH, decryptCsPath } from '../../../src/lib/cs-path.ts';
import { obfuscatePath } from '../../../server/api/chat.ts';

test('SPEC §9 customer-service path: the last 8 characters are the key', () => {
  assert.is(CS_KEY_LENGTH, 8);
  const path = `${AES.encrypt('https://chat.example.com/room?x=1', 'k3Y9zQ2w').toString()}k3Y9zQ2w`;
  assert.is(decryptCsPath(path), 'https://chat.example.com/room?x=1');
});

test('SPEC §3 customer-service path: what the server obfuscates, the client decrypts (any key)', () => {
  for (const url of [
    'https://chat.example.com/aurora',
    'https://wa.me/5511999999999?text=Ol%C3%A1',
    'http://127.0.0.1:8080/m/chat',
  ]) {
    const a = obfuscatePath(url);
    const b = obfuscatePath(url);
    assert.is.not(a, b, 'random salt and key: the same path never looks the same twice');
    assert.not.ok(a.includes(url));
    assert.is(decryptCsPath(a), url);
    assert.is(decryptCsPath(obfuscatePath(url, 'ABCDEFGH')), url);
  }
});

test('SPEC §3 customer-service path: a wrong key, a cut text or junk gives null, never throws', () => {
  const good = obfuscatePath('https://chat.example.com/aurora', 'AbCdEfGh');
  assert.is(decryptCsPath(`${good.slice(0, -8)}ZZZZZZZZ`), null, 'wrong key');
  assert.is(decryptCsPath(good.slice(10)), null, 'cut');
  assert.is(decryptCsPath(''), null);
  assert.is(decryptCsPath('12345678'), null, 'key only');
  assert.is(decryptCsPath('not base64 at all!!AbCdEfGh'), null);
});

test('SPEC §3 customer-service path: a decrypted path that is not a web link is refused', () => {
  assert.is(decryptCsPath(obfuscatePath('javascript:alert(1)')), null);
  assert.is(decryptCsPath(obfuscatePath('data:text/html,<script>1</script>')), null);
  assert.is(decryptCsPath(obfuscatePath(' https://ok.example/x ')), 'https://ok.example/x');
});

test.run();
