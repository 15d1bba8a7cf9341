/**
 * A process that logs through the server's destination, for log-destination.test.ts.
 *   log-writer.ts exit <n>   logs n lines, then ends at once with process.exit (lines still gathered)
 *   log-writer.ts throw <n>  logs n lines, then dies of an uncaught exception
 *   log-writer.ts stay       logs one line and stays alive until killed
 */
import pino from 'pino';
import { logDestination } from '../../src/plugins/access-log.ts';

const [mode, count] = [process.argv[2], Number(process.argv[3] ?? 1)];
const log = pino({ level: 'info' }, logDestination());
for (let i = 0; i < count; i++) log.info({ i }, 'line');
if (mode === 'exit') process.exit(0);
if (mode === 'throw') throw new Error('dies with lines still gathered');
setInterval(() => {}, 1 << 30);
