import { useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import { IconButton } from '../icon-button';
import { CloseIcon, MenuIcon } from '../icons';
import { defaultPortalId, portalNode } from '../modal';
import { type NavSection, SideNav } from '../side-nav';
import { plainLink, type RenderLink } from '../utils/link';
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
 * `aria-expanded`) opens a fullscreen panel with the same collapsible sections, the first one open.
 * Focus moves into the panel and stays there; Escape and the close control close it, and so does
 * following a link; focus then returns to the button.
 */
export function NavPanel({
  sections,
  renderLink = plainLink,
  triggerLabel = 'Menú',
  label = 'Navegación principal',
  closeLabel = 'Cerrar',
  portalId = defaultPortalId,
}: NavPanelProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton className={styles.trigger}>
        <MenuIcon size={20} />
        <span>{triggerLabel}</span>
      </AriaButton>
      <UNSAFE_PortalProvider getContainer={() => portalNode(portalId)}>
        <ModalOverlay className={styles.overlay}>
          <AriaModal className={styles.panel}>
            <Dialog className={styles.dialog} aria-label={triggerLabel}>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {triggerLabel}
                </Heading>
                <IconButton label={closeLabel} icon={<CloseIcon />} onPress={() => setOpen(false)} />
              </div>
              <div className={styles.body}>
                <SideNav
                  sections={sections}
                  renderLink={renderLink}
                  label={label}
                  defaultExpandedId={sections[0]?.id}
                  onLinkFollow={() => setOpen(false)}
                  fill
                />
              </div>
            </Dialog>
          </AriaModal>
        </ModalOverlay>
      </UNSAFE_PortalProvider>
    </DialogTrigger>
  );
}
