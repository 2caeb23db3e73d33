// The operator token on the machine: whichever way the server got it (generated, or ADMIN_TOKEN
// from a secrets file only root reads), DATA_DIR/operator-token holds it, private, so the CLI run
// as the server's user finds it without the secret.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadSiteConfig } from '../../server/config.ts';
import { fingerprintOf, operatorKey } from '../../server/operator/token.ts';
import { cleanup, tempDir } from '../setup/server.ts';

const t = suite('operator token file');
const site = loadSiteConfig(null);
const quiet = () => {};

t('an explicit ADMIN_TOKEN is written to the token file, mode 0600, and used', () => {
  const dir = tempDir('aurora-token-');
  try {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    const key = operatorKey({ dataDir: dir, site, log }, { ADMIN_TOKEN: 'from-the-secret-store-0123456789' });
    const file = join(dir, 'operator-token');
    assert.is(readFileSync(file, 'utf8').trim(), 'from-the-secret-store-0123456789');
    assert.is(statSync(file).mode & 0o777, 0o600);
    assert.is(key.state === 'on' && key.fingerprint, fingerprintOf('from-the-secret-store-0123456789'));
    assert.is(key.state === 'on' && key.source, 'ADMIN_TOKEN');
    // Said once where it is (never the token); a restart with the same token writes nothing.
    assert.equal(lines, [
      `Operator token from ADMIN_TOKEN written to ${file} (mode 0600) for "npm run operator" on this machine`,
    ]);
    operatorKey({ dataDir: dir, site, log }, { ADMIN_TOKEN: 'from-the-secret-store-0123456789' });
    assert.is(lines.length, 1);
  } finally {
    cleanup(dir);
  }
});

t('a changed ADMIN_TOKEN replaces a generated or older token in the file', () => {
  const dir = tempDir('aurora-token-');
  try {
    const file = join(dir, 'operator-token');
    operatorKey({ dataDir: dir, site, log: quiet }, {});
    const generated = readFileSync(file, 'utf8').trim();
    operatorKey({ dataDir: dir, site, log: quiet }, { ADMIN_TOKEN: 'rotated-token-abcdefghijklmnop' });
    assert.is(readFileSync(file, 'utf8').trim(), 'rotated-token-abcdefghijklmnop');
    assert.is.not(generated, 'rotated-token-abcdefghijklmnop');
    // A copied file that lost its mode is made private again.
    writeFileSync(file, 'rotated-token-abcdefghijklmnop\n', { mode: 0o644 });
    operatorKey({ dataDir: dir, site, log: quiet }, { ADMIN_TOKEN: 'rotated-token-abcdefghijklmnop' });
    assert.is(statSync(file).mode & 0o777, 0o600);
  } finally {
    cleanup(dir);
  }
});

t('ADMIN_TOKEN=off writes nothing and turns the API off', () => {
  const dir = tempDir('aurora-token-');
  try {
    assert.equal(operatorKey({ dataDir: dir, site, log: quiet }, { ADMIN_TOKEN: 'off' }), { state: 'off' });
    let exists = true;
    try {
      statSync(join(dir, 'operator-token'));
    } catch {
      exists = false;
    }
    assert.not.ok(exists);
  } finally {
    cleanup(dir);
  }
});

t.run();
