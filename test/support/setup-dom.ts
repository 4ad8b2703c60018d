import '@testing-library/jest-dom/vitest';
import { installConfig } from '@src/config';
import { envConfig } from '@test/support/env-config';
import { cleanup } from '@testing-library/react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterAll, afterEach } from 'vitest';

// Testing Library turns React's act environment on through global hooks, which vitest does not expose
// (globals: false); say it here so act() is recognised and updates outside it are reported.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
