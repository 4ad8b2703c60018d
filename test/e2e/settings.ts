/**
 * The app's call settings in the end-to-end stack's config.json (`retryAttempts`, `timeoutMs`, given to
 * stack/start.ts as VITE_RETRY_ATTEMPTS and VITE_TIMEOUT_MS, stack/app-config.ts):
 * a short time-out keeps the fault matrix's time-out cases quick (3 attempts × this), and is still far
 * above a normal answer of the local stack.
 */
export const e2eCalls = { attempts: 3, timeoutMs: 3000 } as const;
