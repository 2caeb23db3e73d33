// Which build of the app a phone runs (src/rules/build-choice.ts), chosen by index.html's boot
// script before any of the app is asked for (src/boot/build.ts): the rule, the remembered
// decision, the player's choice and `?build=`, and the build's code started whatever else fails.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { askedBuild, automaticBuild } from '../../../src/rules/build-choice.ts';
import { type BootRun, type BootVisit, runBootScript } from '../../setup/boot-script.ts';
import { bootScript, CODE } from '../../setup/boot-tables.ts';

const open: BootRun[] = [];
async function visit(v: BootVisit): Promise<BootRun> {
  const run = runBootScript(bootScript, { answer: () => undefined, ...v });
  open.push(run);
  await run.settled();
  return run;
}
test.after.each(async () => {
  for (const run of open.splice(0)) await run.close();
});

/** The build whose code a visit asked for, checked whole: entry, shared chunks, stylesheet, entry script. */
function startedBuild(run: BootRun): 'react' | 'lite' {
  const links = run.links();
  const found = (['react', 'lite'] as const).filter((b) => links.some((l) => l.href === CODE[b].entry));
  assert.is(found.length, 1, `one build's entry is preloaded, not ${found.join(' and ') || 'none'}`);
  const build = found[0]!;
  const code = CODE[build];
  const modules = links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
  for (const chunk of code.sharedPreloads) assert.ok(modules.includes(chunk), `${chunk} preloaded`);
  assert.ok(
    links.some((l) => l.rel === 'preload' && l.as === 'style' && l.href === code.stylesheet),
    'its stylesheet preloaded',
  );
  assert.equal(run.entryScripts(), [code.entry], 'its entry runs once the body is parsed');
  return build;
}

test('the rule: light for data saving, 2 GB of memory or less, or 4 cores or fewer; full otherwise or when the browser says nothing', () => {
  assert.is(automaticBuild({ saveData: true, deviceMemory: 8, cores: 8 }), 'lite');
  assert.is(automaticBuild({ deviceMemory: 2, cores: 8 }), 'lite');
  assert.is(automaticBuild({ deviceMemory: 0.5 }), 'lite');
  assert.is(automaticBuild({ deviceMemory: 8, cores: 4 }), 'lite');
  assert.is(automaticBuild({ saveData: false, deviceMemory: 4, cores: 8 }), 'react');
  assert.is(automaticBuild({ deviceMemory: 4 }), 'react');
  assert.is(automaticBuild({}), 'react', 'a browser that reports nothing (Safari) gets the full build');
  assert.is(askedBuild('?build=lite'), 'lite');
  assert.is(askedBuild('?gameCategory=SLOT&build=react'), 'react');
  assert.is(askedBuild('?build=auto'), 'auto');
  assert.is(askedBuild('?build=preact'), undefined, 'an unknown name asks nothing');
  assert.is(askedBuild('?rebuild=lite'), undefined);
});

test('a first visit decides from the phone and remembers it; the next visit keeps it even when the facts read otherwise', async () => {
  const slow = await visit({ url: '/m/home', phone: { hardwareConcurrency: 4 } });
  assert.is(startedBuild(slow), 'lite');
  assert.is(slow.stored('build-auto'), 'lite');
  const again = await visit({ url: '/m/home', phone: { hardwareConcurrency: 8 }, stored: { 'build-auto': 'lite' } });
  assert.is(startedBuild(again), 'lite', 'decided once');
  const saver = await visit({ url: '/m/login', phone: { saveData: true, hardwareConcurrency: 8 } });
  assert.is(startedBuild(saver), 'lite');
  const small = await visit({ url: '/m/home', phone: { deviceMemory: 2, hardwareConcurrency: 8 } });
  assert.is(startedBuild(small), 'lite');
  const big = await visit({ url: '/m/home', phone: { deviceMemory: 8, hardwareConcurrency: 8 } });
  assert.is(startedBuild(big), 'react');
  assert.is(big.stored('build-auto'), 'react');
  assert.is(big.stored('build'), null, 'a decision is not a choice');
});

test("the player's choice wins over the decision; ?build= chooses and is remembered; ?build=auto forgets both", async () => {
  const chosen = await visit({ url: '/m/home', phone: { hardwareConcurrency: 2 }, stored: { build: 'react' } });
  assert.is(startedBuild(chosen), 'react');
  const asked = await visit({ url: '/m/home?build=lite', phone: { hardwareConcurrency: 8 } });
  assert.is(startedBuild(asked), 'lite');
  assert.is(asked.stored('build'), 'lite', 'the override stays for the next visit');
  const forget = await visit({
    url: '/m/home?build=auto',
    phone: { hardwareConcurrency: 8 },
    stored: { build: 'lite', 'build-auto': 'lite' },
  });
  assert.is(startedBuild(forget), 'react', 'decided again from the phone');
  assert.is(forget.stored('build'), null);
  assert.is(forget.stored('build-auto'), 'react');
  const junk = await visit({ url: '/m/home', phone: { hardwareConcurrency: 8 }, stored: { build: 'fast' } });
  assert.is(startedBuild(junk), 'react', 'a stored value that is no build is ignored');
});

test("the page's chunks come from the chosen build's folder", async () => {
  const run = await visit({ url: '/m/login?build=lite' });
  const modules = run
    .links()
    .filter((l) => l.rel === 'modulepreload')
    .map((l) => l.href);
  for (const chunk of CODE.lite.pageChunks.auth!) assert.ok(modules.includes(chunk), `${chunk} preloaded`);
  assert.ok(!modules.some((m) => m.startsWith('/assets/c/')), 'nothing of the React build');
});

test('the app is started whatever else fails: storage that throws, no fetch, a malformed session', async () => {
  const noStorage = await visit({ url: '/m/home?build=lite', storageThrows: true });
  assert.is(noStorage.thrown, undefined);
  assert.is(startedBuild(noStorage), 'lite', "the query's choice, unstored");
  const noStorageSlow = await visit({ url: '/m/home', storageThrows: true, phone: { hardwareConcurrency: 2 } });
  assert.is(startedBuild(noStorageSlow), 'lite', "the phone's facts, unstored");
  const noFetch = await visit({ url: '/m/home', noFetch: true });
  assert.is(startedBuild(noFetch), 'react');
  const badSession = await visit({ url: '/m/home', stored: { MC_SESSION_INFO: '{not json' } });
  assert.is(badSession.thrown, undefined);
  assert.is(startedBuild(badSession), 'react');
});

test.run();
