// The form kit (src/ui/form): what a player filling any form notices. Errors show on blur and
// as corrected, a submit checks everything and focuses the first failure, a refusal lands under
// its field or above the button, nothing typed is lost to a failure, errors re-check when the
// language changes (SPEC §9: 200 ms), the busy state always ends, a double tap sends once, a
// money request keeps its key until it succeeds, and the amount field reads like its presets.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, type FormEvent } from 'react';
import { ApiError } from '../../../src/api/client.ts';
import { setDictionary } from '../../../src/state/i18n.ts';
import { languageApplied } from '../../../src/state/language.ts';
import { Field, FormError, SubmitRow, useForm, useSubmit } from '../../../src/ui/form/index.ts';
import { MoneyInput } from '../../../src/ui/form/MoneyInput.tsx';
import { flush, render, type Rendered } from '../../setup/render.tsx';

const EN = {
  'v.required': 'Required',
  'v.short': 'Too short',
  'v.taken': 'Name taken',
  'error.unknown': 'Unknown error',
  'server.USER_EXISTS': 'Name taken',
  'server.NOPE': 'Refused',
  'auth.showPassword': 'Show',
  'auth.hidePassword': 'Hide',
  'common.quickAmounts': 'Quick amounts',
};

let view: Rendered | null = null;
test.before.each(() => setDictionary('en', EN));
test.after.each(() => {
  view?.unmount();
  view = null;
});

const sleep = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));
const input = (name: string) => view!.container.querySelector<HTMLInputElement>(`[name=${name}]`)!;
/** Types into a field as a player does: the value changes, then React hears the input event. */
async function type(name: string, value: string) {
  await act(async () => {
    const el = input(name);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function blur(name: string) {
  await act(async () => {
    input(name).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
  await flush(); // the check waits for the press that caused the blur to end: none here
}
const errorOf = (name: string) => {
  const ids = input(name).getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.className === 'field-error')?.textContent ?? null
  );
};
const submitForm = () =>
  act(async () => {
    view!.container.querySelector('form')!.requestSubmit();
  });

/** A sign-up-like form: a name (required, 3+ characters) and a nickname (optional). */
function NameForm({
  send,
  min = () => 3,
  onKey,
}: {
  send: (values: { name: string; nick: string }, key: string) => Promise<unknown>;
  min?: () => number;
  onKey?: (key: string) => void;
}) {
  const form = useForm(
    { name: '', nick: '' },
    { validate: (v) => ({ name: v.name === '' ? 'v.required' : v.name.length < min() ? 'v.short' : null }) },
  );
  // The server calls the field `username` (as registration does); this form calls it `name`.
  const { busy, error, submit } = useSubmit({ form, rename: { username: 'name' } });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      (key) => {
        onKey?.(key);
        return send(form.values, key);
      },
      { signature: form.values.name },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Field field={form.bind('name')} label="Name" hint="3 or more" />
      <Field field={form.bind('nick')} label="Nickname" />
      <SubmitRow busy={busy} error={error} label="Send" />
    </form>
  );
}

test('SPEC §5 form kit: an untouched field shows nothing on blur; what was typed is checked on blur, and again as it is corrected', async () => {
  view = await render(<NameForm send={async () => undefined} />);
  await blur('name');
  assert.is(errorOf('name'), null, 'nothing typed yet: no error');
  await type('name', 'ab');
  assert.is(errorOf('name'), null, 'not while typing a first time');
  await blur('name');
  assert.is(errorOf('name'), 'Too short');
  assert.is(input('name').getAttribute('aria-invalid'), 'true');
  await type('name', 'abc');
  assert.is(errorOf('name'), null, 'corrected as typed');
});

test('form kit: a blur caused by a press is checked once the press is over, so what is under the field does not move under the finger', async () => {
  view = await render(<NameForm send={async () => undefined} />);
  await type('name', 'ab');
  await act(async () => {
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  });
  await blur('name');
  assert.is(errorOf('name'), null, 'nothing moves while the press is under way');
  await act(async () => {
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
  });
  await flush();
  assert.is(errorOf('name'), 'Too short', 'checked once it is over');
});

test('SPEC §5 form kit: a submit checks every field, focuses the first failure and sends nothing', async () => {
  let sent = 0;
  view = await render(
    <NameForm
      send={async () => {
        sent++;
      }}
    />,
  );
  await submitForm();
  assert.is(errorOf('name'), 'Required');
  assert.is(document.activeElement, input('name'));
  assert.is(sent, 0);
});

test('SPEC §5 form kit: the label names the field; its hint and error describe it', async () => {
  view = await render(<NameForm send={async () => undefined} />);
  const el = input('name');
  assert.is(view.container.querySelector(`label[for="${el.id}"]`)?.textContent, 'Name');
  assert.is(document.getElementById(el.getAttribute('aria-describedby')!)?.textContent, '3 or more');
  await submitForm();
  assert.equal(
    el
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent),
    ['Required', '3 or more'],
  );
});

test("SPEC §8 form kit: a refusal about a field shows under it (by the form's name for it) until the field changes; others show above the button; nothing typed is lost", async () => {
  let answer: ApiError = new ApiError('server', 'server.USER_EXISTS', 'USER_EXISTS');
  view = await render(
    <NameForm
      send={async () => {
        throw answer;
      }}
    />,
  );
  await type('name', 'carla');
  await type('nick', 'cc');
  await submitForm();
  await flush();
  assert.is(errorOf('name'), 'Name taken');
  assert.is(document.activeElement, input('name'));
  assert.is(view.container.querySelector('[role=alert]')!.textContent, '', 'not said twice');
  assert.is(input('name').value, 'carla');
  assert.is(input('nick').value, 'cc');
  await type('name', 'carla2');
  assert.is(errorOf('name'), null, 'a changed name is not known to be taken');
  answer = new ApiError('server', 'server.NOPE', 'NOPE');
  await submitForm();
  await flush();
  assert.is(view.container.querySelector('[role=alert]')!.textContent, 'Refused');
  assert.is(input('name').value, 'carla2');
});

test('SPEC §9 form kit: shown errors are checked again 200 ms after the language changes', async () => {
  let min = 3;
  view = await render(<NameForm send={async () => undefined} min={() => min} />);
  await type('name', 'abcd');
  min = 5; // a rule that answers differently now, unseen until something checks again
  await submitForm();
  assert.is(errorOf('name'), 'Too short');
  min = 3;
  // As the app does: the new dictionary applied, then the language-change listeners told.
  await act(async () => {
    setDictionary('pt', { ...EN, 'v.short': 'Curto demais' });
    languageApplied('pt');
  });
  assert.is(errorOf('name'), 'Curto demais', 'the same error, in the new language at once');
  await sleep(120);
  assert.is(errorOf('name'), 'Curto demais', 'not re-checked before 200 ms');
  await sleep(150);
  assert.is(errorOf('name'), null, 're-checked after 200 ms');
});

test('SPEC §8 form kit: busy shows while the call runs and ends after a failure; a second submit meanwhile sends nothing', async () => {
  let calls = 0;
  let fail: (e: unknown) => void = () => undefined;
  view = await render(
    <NameForm
      send={() => {
        calls++;
        return new Promise((_, reject) => {
          fail = reject;
        });
      }}
    />,
  );
  await type('name', 'carla');
  await submitForm();
  const button = view.container.querySelector<HTMLButtonElement>('button[type=submit]')!;
  assert.is(button.getAttribute('aria-busy'), 'true');
  assert.ok(button.disabled);
  await submitForm();
  assert.is(calls, 1, 'a double tap sends once');
  await act(async () => fail(new TypeError('network down')));
  await flush();
  assert.is(button.getAttribute('aria-busy'), 'false');
  assert.not.ok(button.disabled);
  assert.is(view.container.querySelector('[role=alert]')!.textContent, 'Unknown error');
});

test('README wallet: a money request keeps its idempotency key while retried with the same values; new values or a success get a new one', async () => {
  const keys: string[] = [];
  let ok = false;
  view = await render(
    <NameForm
      onKey={(k) => keys.push(k)}
      send={async () => {
        if (!ok) throw new ApiError('timeout', 'error.unknown');
      }}
    />,
  );
  await type('name', 'carla');
  await submitForm();
  await flush();
  await submitForm();
  await flush();
  assert.is(keys.length, 2);
  assert.is(keys[0], keys[1], 'a retry is the same request');
  assert.match(keys[0]!, /^[0-9a-f]{32}$/);
  await type('name', 'carla2');
  ok = true;
  await submitForm();
  await flush();
  assert.is.not(keys[2], keys[1], 'different values, a different request');
  await submitForm();
  await flush();
  assert.is.not(keys[3], keys[2], 'after a success, the next request is a new one');
});

function Amount({ lang }: { lang: 'pt' | 'en' }) {
  const form = useForm({ amount: '' }, { validate: () => ({}) });
  return (
    <form>
      <span data-lang={lang} />
      <MoneyInput field={form.bind('amount')} label="Amount" presets={[2000, 100000]} />
      <FormError messageKey={null} />
    </form>
  );
}

test('SPEC §9 money input: a preset fills the field with the text it shows, in the player’s format, and shows as chosen', async () => {
  for (const [lang, shown] of [
    ['pt', ['20,00', '1000,00']],
    ['en', ['20.00', '1000.00']],
  ] as const) {
    setDictionary(lang, EN);
    view = await render(<Amount lang={lang} />);
    const chips = [...view.container.querySelectorAll<HTMLButtonElement>('[role=group] button')];
    assert.equal(
      chips.map((c) => c.textContent),
      [...shown],
      lang,
    );
    assert.is(view.container.querySelector('[role=group]')!.getAttribute('aria-label'), 'Quick amounts');
    await act(async () => chips[1]!.click());
    assert.is(input('amount').value, shown[1], `${lang}: the field reads as the chip`);
    assert.equal(
      chips.map((c) => c.getAttribute('aria-pressed')),
      ['false', 'true'],
    );
    await type('amount', lang === 'pt' ? '20,00' : '20');
    assert.equal(
      chips.map((c) => c.getAttribute('aria-pressed')),
      ['true', 'false'],
      'typed, it is read back the same way',
    );
    view.unmount();
    view = null;
  }
});

function Pin() {
  const form = useForm({ pin: '' }, { validate: () => ({}) });
  return <Field field={form.bind('pin')} label="PIN" type="password" />;
}

test('form kit: a password field has a show/hide control that names the field it shows', async () => {
  view = await render(<Pin />);
  const toggle = view.container.querySelector<HTMLButtonElement>('button')!;
  assert.is(toggle.getAttribute('aria-controls'), input('pin').id);
  assert.is(input('pin').type, 'password');
  await act(async () => toggle.click());
  assert.is(input('pin').type, 'text');
  assert.is(toggle.getAttribute('aria-label'), 'Hide');
});

test.run();
