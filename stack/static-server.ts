// Serves the production build (dist/) with an SPA fallback to index.html, the app's config.json (one build
// for every environment: the build holds no address) and the security headers: a Content-Security-Policy built from that
// configuration, COOP, Permissions-Policy, nosniff, Referrer-Policy. Used by the local stack (stack.ts)
// and by `npm run serve` (serve.ts); docs/deployment.md gives the same as an nginx configuration.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { AppConfig } from '@src/config';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The one inline stylesheet the app's libraries inject: React Aria's usePress adds
 * `<style id="react-aria-pressable-style">` with exactly this text. It is allowed by its hash, not by
 * 'unsafe-inline'; if a React Aria upgrade changes the text, the browser reports the new hash.
 */
const reactAriaPressableCss =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The origins the app talks to, from its configuration: the provider's first, then the services'. */
function configOrigins(config: Pick<AppConfig, 'oidc' | 'services'>): {
  provider: string;
  services: string[];
} {
  const provider = new URL(config.oidc.authority).origin;
  const services = [...new Set(Object.values(config.services).map((address) => new URL(address).origin))];
  return { provider, services };
}

/** The app's Content-Security-Policy: only its own code, the provider and the services of `config`. */
export function contentSecurityPolicy(config: Pick<AppConfig, 'oidc' | 'services'>): string {
  const { provider, services } = configOrigins(config);
  const connect = [...new Set(["'self'", provider, ...services])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${styleHash(reactAriaPressableCss)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${provider}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${provider}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Cache-Control by path: hashed assets for a year, index.html and config.json revalidated every time. */
function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (pathname === '/config.json' || pathname.endsWith('.html') || !extname(pathname)) return 'no-cache';
  return 'public, max-age=300';
}

/**
 * Powerful browser features the portal never uses, switched off for it and anything it could embed.
 * Only names Chromium knows: an unknown one is logged as an error on every page.
 */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

async function fileAt(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

const healthJson = '{"status":"ok"}';

/** A request handler for the built app under `distDir`, with `config` as its /config.json. */
export function createStaticHandler(options: { distDir: string; config: AppConfig }) {
  const root = resolve(options.distDir);
  const csp = contentSecurityPolicy(options.config);
  const configJson = Buffer.from(`${JSON.stringify(options.config, null, 2)}\n`);
  return async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // No other window keeps a handle on the portal's (window.opener), whoever opened whom.
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', permissionsPolicy);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    let pathname = '/';
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.statusCode = 400;
      res.end();
      return;
    }
    // Liveness for a load balancer (nginx answers the same, stack/nginx.ts): the server runs.
    if (pathname === '/health') {
      res.statusCode = 200;
      res.setHeader('Content-Type', types['.json'] as string);
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : healthJson);
      return;
    }
    // The configuration of this deployment, never a file of the build (a config.json left in distDir is
    // not served either).
    if (pathname === '/config.json') {
      res.statusCode = 200;
      res.setHeader('Content-Type', types['.json'] as string);
      res.setHeader('Content-Length', String(configJson.length));
      res.setHeader('Cache-Control', cacheControl(pathname));
      res.end(req.method === 'HEAD' ? undefined : configJson);
      return;
    }
    // Source maps are built (sourcemap: 'hidden', for the bundle report, into dist-maps/) but never
    // served: they would hand out the app's original source.
    if (extname(pathname).toLowerCase() === '.map') {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('No encontrado.');
      return;
    }
    const candidate = resolve(join(root, normalize(pathname)));
    const inside = candidate === root || candidate.startsWith(`${root}${sep}`);
    let path = inside ? candidate : undefined;
    let info = path ? await fileAt(path) : undefined;
    if (!info && !extname(pathname)) {
      // SPA fallback: client-side routes get index.html.
      path = join(root, 'index.html');
      info = await fileAt(path);
    }
    if (!info && pathname === '/favicon.ico') {
      // No icon in the build: answer "nothing" instead of a 404 the browser would log as an error.
      res.statusCode = 204;
      res.end();
      return;
    }
    if (!info || !path) {
      const built = await fileAt(join(root, 'index.html'));
      res.statusCode = built ? 404 : 503;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(
        built ? 'No encontrado.' : 'La aplicación no está construida: ejecuta npm start (o npm run build).',
      );
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', types[extname(path)] ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(info.size));
    res.setHeader('Cache-Control', path.endsWith(`${sep}index.html`) ? 'no-cache' : cacheControl(pathname));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(path).pipe(res);
  };
}
