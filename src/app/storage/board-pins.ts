// The requests board's pinned cards and 'Solo fijadas' (SPEC §3 app-wide saved state: showPinnedOnly),
// kept in local storage for the signed-in person: the entry names its `sub`, and another subject's entry
// is read as nothing pinned (a shared office computer, README "Security notes"). Ids only, no business data.
import { z } from '@src/domain/zod';

export const boardPinsKey = 'portal-erm.board-pins';

/** What the board keeps for one person: the pinned requests' ids and whether only they are shown. */
export interface BoardPins {
  pinned: string[];
  pinnedOnly: boolean;
}

const noPins: BoardPins = { pinned: [], pinnedOnly: false };

const storedPins = z.object({
  sub: z.string(),
  pinned: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(500)),
  pinnedOnly: z.boolean(),
});

/** The pins of `sub`; nothing saved, another subject's, tampered or storage off reads as none. */
export function loadBoardPins(sub: string, storage: Storage = localStorage): BoardPins {
  try {
    const parsed = storedPins.safeParse(JSON.parse(storage.getItem(boardPinsKey) ?? 'null'));
    if (!parsed.success || sub === '' || parsed.data.sub !== sub) return noPins;
    return { pinned: parsed.data.pinned, pinnedOnly: parsed.data.pinnedOnly };
  } catch {
    return noPins;
  }
}

/** Keeps the pins of `sub` (replacing whatever another subject left). */
export function saveBoardPins(sub: string, pins: BoardPins, storage: Storage = localStorage): void {
  if (sub === '') return;
  try {
    storage.setItem(boardPinsKey, JSON.stringify({ sub, ...pins }));
  } catch {
    // Storage full or disabled: the board still works, the pins are just not remembered.
  }
}
