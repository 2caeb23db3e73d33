// Start-up path: home's menu and rows draw what is off screen after the first paint.
// Runs work after the next frame has been painted. A tap's own feedback (a pressed tab) then
// reaches the screen before the heavy render it sets off: on a cheap phone that render takes
// 150 ms, and a tap that shows nothing for that long feels broken (paint within 100 ms).
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
