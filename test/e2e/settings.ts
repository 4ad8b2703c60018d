/**
 * The app's call settings in the end-to-end build (VITE_RETRY_ATTEMPTS, VITE_TIMEOUT_MS of src/config.ts):
 * a short time-out keeps the fault matrix's time-out cases quick (3 attempts × this), and is still far
 * above a normal answer of the local stack.
 */
export const e2eCalls = { attempts: 3, timeoutMs: 3000 } as const;
