// A popover list of options (role listbox) or of actions (role menu) written for the kit: React Aria's
// collections (ListBox, Menu, the selection manager and keyboard delegates) were a third of the `shared`
// chunk for lists of a few entries. React Aria's Popover still places the list, closes it on
// Escape or a press outside, keeps it inside a modal's focus scope and returns the focus to the trigger.
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Popover } from 'react-aria-components/Popover';
import { movedIndex, startIndex } from './list-keys';

export interface PopupEntry {
  id: string;
  disabled?: boolean | undefined;
  /** The text typing a letter matches (the entry's label). */
  text: string;
  /** A link: the menu item is an anchor to it. */
  href?: string | undefined;
}

export interface PopupListProps<T extends PopupEntry> {
  role: 'listbox' | 'menu';
  triggerRef: RefObject<HTMLElement | null>;
  entries: readonly T[];
  /** The chosen entry (a listbox's selected option), where the focus starts. */
  chosenId?: string | undefined;
  /** Where the focus starts without a chosen entry. */
  from?: 'first' | 'last';
  onChoose: (entry: T) => void;
  onClose: () => void;
  renderEntry: (entry: T, state: { selected: boolean }) => ReactNode;
  /** Names the list. */
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  /** The label and the description of an entry (their ids), when it has more than its label. */
  labelledBy?: (entry: T) => string | undefined;
  describedBy?: (entry: T) => string | undefined;
  className: string;
  listClassName: string;
  entryClassName: string;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/** The list, open while it is rendered: arrow keys, Home, End and a typed letter move; Enter chooses. */
export function PopupList<T extends PopupEntry>(props: PopupListProps<T>) {
  const {
    role,
    entries,
    chosenId,
    from = 'first',
    onChoose,
    onClose,
    renderEntry,
    labelledBy,
    describedBy,
  } = props;
  const disabled = entries.map((entry) => Boolean(entry.disabled));
  const [active, setActive] = useState(() =>
    startIndex(
      disabled,
      entries.findIndex((entry) => entry.id === chosenId),
      from,
    ),
  );
  const [keyboard, setKeyboard] = useState(true);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const focus = () => {
      const target = listRef.current?.querySelectorAll<HTMLElement>('[data-entry]')[active];
      (target ?? listRef.current)?.focus({ preventScroll: false });
    };
    focus();
    // The popover reveals itself after its first layout; focus again once it is shown.
    const frame = requestAnimationFrame(() => {
      if (!listRef.current?.contains(document.activeElement)) focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const choose = (entry: T) => {
    if (entry.disabled) return;
    onChoose(entry);
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    setKeyboard(true);
    const moved = movedIndex(event.key, active, disabled, { wrap: role === 'menu' });
    if (moved !== undefined) {
      event.preventDefault();
      setActive(moved);
      return;
    }
    const entry = entries[active];
    if ((event.key === 'Enter' || event.key === ' ') && entry) {
      // A link item: Enter is the anchor's own (the browser follows it; its click closes the list).
      if (entry.href && !entry.disabled && event.key === 'Enter' && role === 'menu') return;
      event.preventDefault();
      choose(entry);
      return;
    }
    if (event.key === 'Tab') {
      onClose();
      return;
    }
    if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLocaleLowerCase('es');
      const order = entries.map((_, i) => (active + 1 + i) % entries.length);
      const found = order.find(
        (i) => !disabled[i] && entries[i]?.text.toLocaleLowerCase('es').startsWith(letter),
      );
      if (found !== undefined) setActive(found);
    }
  };
  const entryRole = role === 'menu' ? 'menuitem' : 'option';
  return (
    <Popover
      triggerRef={props.triggerRef}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className={props.className}
      // The popover is a dialog holding the list (React Aria's, focus kept inside): named as the list is.
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      placement={props.placement ?? 'bottom start'}
      offset={4}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: its role is listbox or menu (a prop) */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: as above; both take a name */}
      <div
        ref={listRef}
        role={role}
        tabIndex={-1}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        className={props.listClassName}
        onKeyDown={onKeyDown}
      >
        {entries.map((entry, index) => {
          const selected = role === 'listbox' && entry.id === chosenId;
          const shared = {
            role: entryRole,
            // A roving tab stop, as React Aria's: the entry in focus is the one the keyboard reaches.
            tabIndex: index === active ? 0 : -1,
            'data-entry': '',
            className: props.entryClassName,
            'aria-disabled': entry.disabled || undefined,
            'aria-selected': role === 'listbox' ? selected : undefined,
            'aria-labelledby': labelledBy?.(entry),
            'aria-describedby': describedBy?.(entry),
            'data-focused': index === active || undefined,
            'data-focus-visible': (index === active && keyboard) || undefined,
            'data-selected': selected || undefined,
            'data-disabled': entry.disabled || undefined,
            onMouseMove: () => {
              setKeyboard(false);
              if (!entry.disabled && index !== active) setActive(index);
            },
            onClick: () => {
              if (!entry.href) choose(entry);
              else if (!entry.disabled) onClose();
            },
          };
          const content = renderEntry(entry, { selected });
          return entry.href && !entry.disabled ? (
            <a key={entry.id} {...shared} href={entry.href}>
              {content}
            </a>
          ) : (
            <div key={entry.id} {...shared}>
              {content}
            </div>
          );
        })}
      </div>
    </Popover>
  );
}
