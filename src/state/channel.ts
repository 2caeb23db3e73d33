// Start-up path. A tiny action channel: views send requests (refresh the balance, change
// the language) before the RxJS wiring has loaded; the queue keeps them until it listens.
export interface Channel<T> {
  send: (value: T) => void;
  listen: (fn: (value: T) => void) => () => void;
}

/** Called when an action waits in a queue with nobody listening yet: start-up loads the wiring then. */
let wake: (() => void) | null = null;
export function onQueued(fn: () => void): void {
  wake = fn;
}

export function channel<T>(): Channel<T> {
  const listeners = new Set<(value: T) => void>();
  const queue: T[] = [];
  return {
    send(value) {
      if (listeners.size === 0) {
        queue.push(value);
        wake?.();
      } else for (const fn of listeners) fn(value);
    },
    listen(fn) {
      listeners.add(fn);
      for (const value of queue.splice(0)) fn(value);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}
