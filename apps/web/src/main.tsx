import { nextTask } from './lib/next-task';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** A public page arrives rendered by the server (docs/decisions/020); admin screens arrive with an empty root. */
const serverRendered = root.hasChildNodes();

/**
 * Start-up in short tasks (the 50 ms start-up task rule, docs/decisions/020). This entry imports
 * nothing heavy: React, React DOM, and the app's own start-up module (with the router) are each
 * imported, so evaluated, in a task of their own (evaluating them at once was one task of 55–80 ms
 * on a phone), after the server's page has painted. The page's HTML preloads them all with the entry.
 */
async function boot() {
  if (serverRendered) await nextTask();
  await import('react');
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  await startApp(root!, serverRendered);
}

void boot();
