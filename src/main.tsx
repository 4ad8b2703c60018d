import '@ui/theme/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createUserManager } from './app/auth/user-manager';
import { ConfigErrorPage } from './app/boot/config-error-page';
import { reloadOnStaleChunk } from './app/boot/stale-chunk-reload';
import { maybeInspector } from './app/inspect';
import { createAppRouter } from './app/router';
import { forgetDraftsOfLeftTab, markTabLeft } from './app/storage/wizard-draft-keys';
import { ConfigError, type ConfigProblem, config, installConfig, loadConfig } from './config';

// Before anything else reads one: a tab the browser restored long after it was closed forgets its drafts
// and the key to their CVs, and a CV a closed tab left in IndexedDB (unreadable without that tab's key)
// goes; the orphans are removed by a module loaded apart from the first screen. Leaving the page for good
// (a close, a reload, the provider's pages) is noted for the next start to weigh.
forgetDraftsOfLeftTab();
void import('./app/storage/curriculum-store').then((store) => store.removeOrphanCurricula());
addEventListener('pagehide', (event) => {
  if (!event.persisted) markTabLeft();
});

const container = document.getElementById('root');
if (!container) throw new Error('Portal-ERM: falta el nodo #root en index.html.');
const root = createRoot(container);

// Before any lazy import: a chunk a release removed reloads the page once, at the address being opened.
let router: ReturnType<typeof createAppRouter> | undefined;
reloadOnStaleChunk({
  destination: () => {
    const next = router?.state.navigation.location;
    return next ? `${next.pathname}${next.search}${next.hash}` : undefined;
  },
});

/**
 * Lets the browser run what waits (input, paint) before the next step of the start: each step
 * is a task of its own, so no step of a page load blocks the main thread for long on a slow phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// ICU's start-up, which the page's first Intl call pays (10–20 ms on this machine; React Aria makes one
// when its module loads), in a task of its own while config.json loads, not inside a later long one.
setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf(['es-CO']), 0);

// The configuration comes first (config.json beside index.html): the app starts only with a
// valid one, else the page names the keys at fault.
let problems: ConfigProblem[] | undefined;
try {
  installConfig(await loadConfig());
} catch (error) {
  console.error(error);
  problems = error instanceof ConfigError ? error.problems : [{ key: 'config.json', message: String(error) }];
}

if (problems) {
  root.render(<ConfigErrorPage problems={problems} />);
} else {
  const inspector = await maybeInspector();
  // The provider's client, then the router (whose first navigation starts loading the route's chunks),
  // then the first render, as a transition: React renders it in short slices instead of one long task.
  const userManager = createUserManager(config);
  await nextTask();
  const appRouter = createAppRouter({ inspect: inspector?.inspect });
  router = appRouter;
  await nextTask();
  startTransition(() => {
    root.render(
      <StrictMode>
        <App userManager={userManager} router={appRouter} />
      </StrictMode>,
    );
  });
}
