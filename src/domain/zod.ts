// zod as every schema of the app uses it: zod/mini (its functions tree-shake, so the build
// carries only the schemas and checks the app calls, where zod classic carried every method of every
// schema, its English messages and its JSON-schema support), and jitless. zod's fast path compiles
// parsers with `new Function`, probing for it first; under the app's Content-Security-Policy (script-src
// 'self', no 'unsafe-eval') the probe is refused and the browser reports a CSP violation on every page
// (Lighthouse's best practices: "Issues were logged in the Issues panel"). Import `z` from here,
// never from 'zod'. The file is listed in package.json's `sideEffects`, or the bundler would drop the
// z.config call.
//
// zod/mini loads no locale: an issue without its own `error` reads 'Invalid input'. Every message a
// person can see is given where the schema is written (validation.ts).
import { z } from 'zod/mini';

z.config({ jitless: true });

export { z };
