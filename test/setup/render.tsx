// Renders a component into the happy-dom document and returns helpers to query it.
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export interface Rendered {
  container: HTMLElement;
  root: Root;
  unmount: () => void;
  text: () => string;
}

export async function render(ui: ReactElement): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(ui);
  });
  return {
    container,
    root,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
    text: () => container.textContent ?? '',
  };
}

export async function click(el: Element | null): Promise<void> {
  if (!el) throw new Error('click: element not found');
  await act(async () => {
    (el as HTMLElement).click();
  });
}

export const flush = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
