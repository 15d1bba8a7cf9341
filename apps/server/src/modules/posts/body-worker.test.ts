import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { POST_NESTING_MAX } from '@academy/contract/post';
import { createBodyWorker } from './body-worker.ts';
import { storedBody } from './stored-body.ts';

const worker = createBodyWorker();
afterAll(() => worker.close());

const nest = (n: number) => `${'<strong>'.repeat(n)}x${'</strong>'.repeat(n)}`;
// Five times the markup the contract lets through: enough sanitizing to see where it runs.
const HEAVY = `<p>${nest(POST_NESTING_MAX - 1)}</p>`.repeat(1700);

describe('the post sanitizer thread', () => {
  it('gives the same body as sanitizing inline', async () => {
    const html = '<p>Hi <b>there</b><script>alert(1)</script> <a href="https://fifa.com" target="_blank">x</a></p>';
    expect(await worker.storedBody(html, 'https://academy.example')).toEqual(storedBody(html, 'https://academy.example'));
  });

  it('keeps the event loop free while it works (docs/decisions/023)', async () => {
    await worker.warm();
    const inlineStarted = performance.now();
    const inline = storedBody(HEAVY, undefined);
    const inlineMs = performance.now() - inlineStarted;

    // The loop's turns are counted while the thread works: sanitizing inline would allow none until
    // it returned. A count, not a worst delay: on a machine shared with other work the process may
    // wait for a core at any moment, which lengthens the gaps but does not stop the turns.
    let turns = 0;
    let counting = true;
    const tick = () => {
      if (!counting) return;
      turns++;
      setTimeout(tick, 1);
    };
    setTimeout(tick, 1);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const threadStarted = performance.now();
    const onThread = await worker.storedBody(HEAVY, undefined);
    const threadMs = performance.now() - threadStarted;
    delay.disable();
    counting = false;
    expect(onThread).toEqual(inline);
    console.info(
      `sanitizing ${HEAVY.length} characters: ${inlineMs.toFixed(0)} ms inline, ${threadMs.toFixed(0)} ms on the thread with ${turns} turns of the event loop meanwhile (worst delay ${(delay.max / 1e6).toFixed(1)} ms)`,
    );
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it('answers requests queued together, each with its own body', async () => {
    const bodies = await Promise.all(['<p>one</p>', '<p>two</p>', '<p>three</p>'].map((html) => worker.storedBody(html, undefined)));
    expect(bodies.map((b) => b.excerpt)).toEqual(['one', 'two', 'three']);
  });
});
