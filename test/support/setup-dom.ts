import '@testing-library/jest-dom/vitest';
import { installConfig } from '@src/config';
import { envConfig } from '@test/support/env-config';
import { cleanup, configure } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterAll, afterEach } from 'vitest';

// Testing Library turns React's act environment on through global hooks, which vitest does not expose
// (globals: false); say it here so act() is recognised and updates outside it are reported.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy and waitFor wait for what a person would see; on 2 cores shared with a stack or a browser, a
// render can take more than Testing Library's default second. A passing wait ends as soon as it holds, so
// only a failing one waits longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

// The files of a worker share their modules (vite.config.ts): React Aria's live announcer, made once per
// module, would keep its node in the document of the file that made it. Each file starts without one.
afterAll(() => {
  destroyAnnouncer();
});

// The app reads config.json before it starts (src/main.tsx); views rendered alone get the dev server's
// defaults (src/config-env.ts), the local stack's addresses.
installConfig(envConfig({}));
