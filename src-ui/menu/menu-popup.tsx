import { type ReactNode, useRef, useState } from 'react';
import { ButtonContext } from 'react-aria-components/Button';
import { type PopupEntry, PopupList, type PopupListProps } from '../popup-list';
import * as styles from './menu.css';

export interface MenuPopupProps<T extends PopupEntry>
  extends Pick<
    PopupListProps<T>,
    'entries' | 'onChoose' | 'renderEntry' | 'labelledBy' | 'describedBy' | 'placement'
  > {
  /** Names the menu. */
  label: string;
  /** The trigger: a kit button (Button, IconButton), which gets its press, ref and state from here. */
  trigger: ReactNode;
}

/**
 * A menu button: the kit button given as trigger opens the menu (Enter, Space or ArrowDown on the
 * first item, ArrowUp on the last); arrow keys move round the items, Enter chooses, Escape closes, and
 * the focus returns to the trigger.
 */
export function MenuPopup<T extends PopupEntry>({ label, trigger, ...list }: MenuPopupProps<T>) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  return (
    <>
      <ButtonContext.Provider
        value={{
          ref: triggerRef,
          'aria-haspopup': 'menu',
          'aria-expanded': Boolean(open),
          onPress: () => setOpen(open ? false : 'first'),
          onKeyDown: (event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
            } else event.continuePropagation();
          },
        }}
      >
        {trigger}
      </ButtonContext.Provider>
      {open && (
        <PopupList
          role="menu"
          triggerRef={triggerRef}
          from={open}
          aria-label={label}
          onClose={() => setOpen(false)}
          className={styles.popover}
          listClassName={styles.menu}
          entryClassName={styles.item}
          {...list}
        />
      )}
    </>
  );
}
