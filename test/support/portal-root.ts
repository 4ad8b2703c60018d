// The `#portal-root` node the kit's modals render into (src-ui README), for tests that render them.
import { afterEach, beforeEach } from 'vitest';

/** Adds a `#portal-root` to the document; returns what removes it. */
function addPortalRoot(): () => void {
  const portal = document.createElement('div');
  portal.id = 'portal-root';
  document.body.append(portal);
  return () => portal.remove();
}

/** Adds a `#portal-root` unless the document has one (views rendered again and again by path tests). */
export function ensurePortalRoot(): void {
  if (!document.getElementById('portal-root')) addPortalRoot();
}

/** A `#portal-root` for the modals of every test of the file (added before each, removed after). */
export function withPortalRoot(): void {
  let remove: () => void = () => undefined;
  beforeEach(() => {
    remove = addPortalRoot();
  });
  afterEach(() => remove());
}
