import { type ReactNode, useRef } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { ChevronDownIcon } from '../icons';
import * as styles from './user-menu.css';

/** Initials of a name, e.g. 'Ana María Pérez' → 'AM'. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export interface UserMenuProps {
  userName: string;
  /** A second line under the name, e.g. the business unit. */
  detail?: string;
  /** Accessible name of the panel (kit default 'Menú de usuario'). */
  label?: string;
  /** The panel's content: more details and actions (e.g. a 'Cerrar sesión' button). */
  children: ReactNode;
}

/** The user's name in the top bar opening a 312 px panel (90vw up to 344 px on small screens). */
export function UserMenu({ userName, detail, label = 'Menú de usuario', children }: UserMenuProps) {
  // The panel renders beside its trigger, so it stays inside the landmark (top bar) that holds it.
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <span ref={anchor} className={styles.anchor}>
      <UNSAFE_PortalProvider getContainer={() => anchor.current}>
        <DialogTrigger>
          <AriaButton className={styles.trigger} aria-label={`${label}: ${userName}`}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(userName)}
            </span>
            <span className={styles.names}>
              <span>{userName}</span>
              {detail && <span className={styles.detail}>{detail}</span>}
            </span>
            <ChevronDownIcon size={16} />
          </AriaButton>
          <Popover className={styles.popover} placement="bottom end" offset={6}>
            <Dialog className={styles.dialog} aria-label={label}>
              {children}
            </Dialog>
          </Popover>
        </DialogTrigger>
      </UNSAFE_PortalProvider>
    </span>
  );
}
