// A field's check on blur waits until the press that moved focus away has finished. The error
// it shows pushes down what is under the field; a press whose pointer comes up somewhere else
// than it went down is no click, so a tap on 'submit' (or 'all') right below a field being
// corrected would do nothing. Mouse: pointerdown, blur, ..., pointerup, click. Touch: the blur
// comes with the click, in one task, after the pointer is up: the next task is after the click.

let down = false;
const waiting: Array<() => void> = [];

function flush(): void {
  for (const run of waiting.splice(0)) run();
}

function listen(): void {
  if (typeof document === 'undefined') return;
  const up = () => {
    down = false;
    setTimeout(flush, 0);
  };
  document.addEventListener('pointerdown', () => (down = true), true);
  document.addEventListener('pointerup', up, true);
  document.addEventListener('pointercancel', up, true);
}

// Listening from the moment a form can show: started by the first blur, it missed the press
// that caused that blur, so the first field left by a tap on 'submit' showed its error between
// the pointer going down and coming up, pushed the button away, and the tap submitted nothing.
listen();

/** Runs `check` once no press is under way, after the click that ends one. */
export function afterPress(check: () => void): void {
  waiting.push(check);
  if (!down) setTimeout(flush, 0);
}
