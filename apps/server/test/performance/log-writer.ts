/**
 * A process that logs through the server's destination, for log-destination.test.ts.
 *   log-writer.ts exit <n>   logs n lines, waits for the log (flushLog, as the server's shutdown does), then ends with process.exit
 *   log-writer.ts stay       logs one line and stays alive until killed
 */
import pino from 'pino';
import { flushLog, logDestination } from '../../src/plugins/access-log.ts';

const [mode, count] = [process.argv[2], Number(process.argv[3] ?? 1)];
const log = pino({ level: 'info' }, logDestination());
for (let i = 0; i < count; i++) log.info({ i }, 'line');
if (mode === 'exit') {
  await flushLog();
  process.exit(0);
}
setInterval(() => {}, 1 << 30);
