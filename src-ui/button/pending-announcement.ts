// React Aria announces a button's pending state through its live announcer: a node
// `<div role="img" aria-labelledby="<button id>">` in `[data-live-announcer]`, kept for 7 s. When the button
// leaves the page meanwhile (the form or dialog it sent is replaced by its result), that node names an
// element that no longer exists: an image without a name (axe role-img-alt) that a screen reader reads
// as nothing. The kit's Button forgets its announcements when it leaves.

/** How long the announcer may hold back its first announcement (React Aria waits 100 ms); ours, with margin. */
const firstAnnouncementDelayMs = 250;

function removeAnnouncementsOf(buttonId: string): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const names = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/);
    if (names.includes(buttonId)) node.remove();
  }
}

/**
 * Removes the live announcer's nodes that are named by the button `buttonId` (now, and once more after the
 * announcer's first delay, when its first announcement may still be on its way).
 */
export function forgetPendingAnnouncements(buttonId: string): void {
  if (typeof document === 'undefined') return;
  removeAnnouncementsOf(buttonId);
  setTimeout(() => removeAnnouncementsOf(buttonId), firstAnnouncementDelayMs);
}
