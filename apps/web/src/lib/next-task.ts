/**
 * Resolves in a task of its own, so the browser can paint, or handle input, between two pieces of
 * start-up work (the 50 ms start-up task rule, docs/decisions/020). A message, not a timer or an
 * animation frame: those wait while a tab is hidden (and under a test's paused clock).
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
