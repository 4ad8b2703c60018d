// zod as every schema of the app uses it: jitless. zod's fast path compiles parsers with `new Function`,
// probing for it first; under the app's Content-Security-Policy (script-src 'self', no 'unsafe-eval') the
// probe is refused and the browser reports a CSP violation on every page (Lighthouse's best practices:
// "Issues were logged in the Issues panel", issue 17). Import `z` from here, never from 'zod'. The file is
// listed in package.json's `sideEffects`, or the bundler would drop the z.config call.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
