// React Aria announces a button's pending state through its live announcer: a node
// `<div role="img" aria-labelledby="<button id>">` in `[data-live-announcer]`, kept for 7 s. When the button
// leaves the page meanwhile (the form or dialog it sent is replaced by its result), that node names an
// element that no longer exists: an image without a name (axe role-img-alt) that a screen reader reads
// as nothing. The kit's Button forgets its announcements when it leaves.

/**
 * How long after the button leaves an announcement may still arrive: the announcer adds its node about
 * 100 ms after the call (React Aria's own delay), and a pending state that ends as the button leaves
 * announces once more; ours, with margin.
 */
const lateAnnouncementMs = 1000;

const announcements = '[data-live-announcer] [aria-labelledby]';

/** Whether an announcement names the button, or only elements that are gone (a nameless image). */
function stale(page: Document, node: Element, buttonId: string): boolean {
  const names = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
  return names.includes(buttonId) || names.every((name) => page.getElementById(name) === null);
}

/** Reads the page it was given, not the global `document`: the observer may run after the page is gone. */
function removeStale(page: Document, buttonId: string): void {
  for (const node of page.querySelectorAll(announcements)) if (stale(page, node, buttonId)) node.remove();
}

/**
 * Removes the live announcer's nodes that name the button `buttonId` or nothing left on the page: now, and
 * as soon as one is added during the next second (a mutation observer runs before any other task, so no
 * one, neither a screen reader's nor axe's pass, meets the nameless node between).
 */
export function forgetPendingAnnouncements(buttonId: string): void {
  if (typeof document === 'undefined') return;
  const page = document;
  removeStale(page, buttonId);
  if (typeof MutationObserver === 'undefined') return;
  const observer = new MutationObserver(() => removeStale(page, buttonId));
  observer.observe(page.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), lateAnnouncementMs);
}
