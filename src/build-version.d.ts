/** The version of this build (vite.config.ts: PORTAL_VERSION, else package.json's), for config.json's check. */
declare const __PORTAL_VERSION__: string;
