// Benches measure this machine: before they start, wait for other work on it to calm down.
import fs from 'node:fs';

/** The 1-minute load average. */
export const loadAverage = () => Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** Waits up to `waitMinutes` for the 1-minute load to drop below `maxLoad`; returns the load it starts with. */
export async function waitForQuiet(maxLoad, waitMinutes) {
  const until = Date.now() + waitMinutes * 60_000;
  while (loadAverage() >= maxLoad && Date.now() < until) {
    console.log(`1-minute load ${loadAverage()} >= ${maxLoad}: waiting for a quieter machine`);
    await new Promise((r) => setTimeout(r, 30_000));
  }
  const load = loadAverage();
  if (load >= maxLoad) console.log(`WARNING: 1-minute load still ${load} after ${waitMinutes} min; measuring anyway`);
  return load;
}
