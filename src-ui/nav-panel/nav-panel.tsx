import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { MenuIcon } from '../icons';
import { Modal } from '../modal';
import { type NavSection, SideNav } from '../side-nav';
import type { RenderLink } from '../utils/link';
import * as styles from './nav-panel.css';

export interface NavPanelProps {
  sections: readonly NavSection[];
  renderLink?: RenderLink;
  /** Text of the button that opens the panel, and the panel's title (kit default 'Menú'). */
  triggerLabel?: string;
  /** Name of the nav landmark inside the panel (kit default 'Navegación principal'). */
  label?: string;
  /** Name of the close control (kit default 'Cerrar'). */
  closeLabel?: string;
  /** Id of the element the panel renders into (default 'portal-root'). */
  portalId?: string;
}

/**
 * The side navigation folded behind a menu button, for small screens: the button (with
 * `aria-expanded`) opens a fullscreen modal with the same collapsible sections, the first one open.
 * Focus moves into the panel and stays there; Escape and the close control close it, and so does
 * following a link; focus then returns to the button.
 */
export function NavPanel({
  sections,
  renderLink,
  triggerLabel = 'Menú',
  label,
  closeLabel,
  portalId,
}: NavPanelProps) {
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <AriaButton
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onPress={() => setOpen(true)}
      >
        <MenuIcon size={20} />
        {triggerLabel}
      </AriaButton>
      <Modal
        isOpen={isOpen}
        onClose={close}
        title={triggerLabel}
        closeLabel={closeLabel}
        portalId={portalId}
        size="fullscreen"
      >
        <SideNav
          sections={sections}
          renderLink={renderLink}
          label={label}
          defaultExpandedId={sections[0]?.id}
          onLinkFollow={close}
          fill
        />
      </Modal>
    </>
  );
}
