// Following the provider's redirects by hand with a cookie jar (the provider and session tests).

/** The `Cookie` header of a jar. */
export const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Follows redirects from `url` while they stay on the provider (`oidcOrigin`), keeping the cookies it
 * sets in `cookies`: where it ends, the last answer and the jar.
 */
export async function follow(url: string, cookies: Map<string, string>, oidcOrigin: string) {
  let current = url;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(current, { redirect: 'manual', headers: { cookie: cookieHeader(cookies) } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400)
      return { response, url: current, cookies };
    current = new URL(location, current).toString();
    if (!current.startsWith(oidcOrigin)) return { response, url: current, cookies };
  }
  throw new Error('too many redirects');
}
