// The requests board's orientation (SPEC §3 app-wide saved state: boardOrientation, vertical by default),
// kept under its own local-storage key: a display preference of this browser, bound to no user or
// employee (sign-out clears local storage with the rest).
import type { BoardOrientation } from '@src/domain/rules/board';

/** @internal */
export const boardOrientationKey = 'portal-erm.board-orientation';

/** The saved orientation; anything else (nothing saved, tampered, storage off) is vertical. */
export function loadBoardOrientation(storage: Storage = localStorage): BoardOrientation {
  try {
    return storage.getItem(boardOrientationKey) === 'horizontal' ? 'horizontal' : 'vertical';
  } catch {
    return 'vertical';
  }
}

export function saveBoardOrientation(orientation: BoardOrientation, storage: Storage = localStorage): void {
  try {
    storage.setItem(boardOrientationKey, orientation);
  } catch {
    // Storage full or disabled: the board still works, the choice is just not remembered.
  }
}
