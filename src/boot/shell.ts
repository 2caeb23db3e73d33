// Start-up path (index.html's inline script, src/boot/inline.ts): what the script draws in the
// boot shell (static/index.html, styled by static/critical.css alone) and adds to the head.

/** The boot shell's layout: critical.css shows the shell's box for it ([data-boot]). */
export function setBootLayout(layout: string): void {
  document.documentElement.setAttribute('data-boot', layout);
}

/** Adds a <link> to the head; its properties are set before it is added, which is when it loads. */
export function addLink(properties: Partial<HTMLLinkElement>): void {
  document.head.appendChild(Object.assign(document.createElement('link'), properties));
}

/**
 * One of the boot shell's pictures, an empty tile when the URL is ''. Marked elementtiming:
 * the app's first render waits until it has been painted (src/lib/boot-paint.ts), or it could
 * remove it before a frame had shown it. Every boot picture goes through here.
 */
export function drawPicture(parent: Element, url: string, srcset = '', sizes = ''): HTMLImageElement {
  const picture = new Image();
  // Before src: the browser picks from srcset and sizes as it reads src.
  if (srcset) {
    picture.sizes = sizes;
    picture.srcset = srcset;
  }
  picture.alt = '';
  // An image is otherwise a low, delayable request, queued behind the scripts on HTTP/1.1's six connections.
  picture.fetchPriority = 'high';
  picture.setAttribute('elementtiming', 'boot');
  if (url) picture.src = url;
  parent.appendChild(picture);
  return picture;
}

/** Settles once every picture has loaded or failed, and the frame that shows them has been drawn. */
export const picturesShown = (pictures: readonly HTMLImageElement[]): Promise<unknown> =>
  Promise.all(
    pictures.map(
      (picture) =>
        new Promise((done) => {
          picture.onload = picture.onerror = done;
        }),
    ),
  ).then(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))));
