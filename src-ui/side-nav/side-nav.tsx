import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Disclosure, DisclosureGroup, DisclosurePanel } from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
import { ChevronDownIcon } from '../icons';
import { plainLink, type RenderLink } from '../utils/link';
import * as styles from './side-nav.css';

/** A navigation link (SPEC "Main layout"). */
export interface NavLink {
  id: string;
  label: string;
  path: string;
  icon?: ReactNode;
  active?: boolean;
}

export interface NavSection {
  id: string;
  label: string;
  icon?: ReactNode;
  links: readonly NavLink[];
}

export interface SideNavProps {
  sections: readonly NavSection[];
  renderLink?: RenderLink;
  /** Name of the nav landmark (kit default 'Navegación principal'). */
  label?: string;
  /** The section open at first (default: the one holding the active link, else the first). */
  defaultExpandedId?: string;
  /** Called when a link is followed (the fullscreen panel closes then). */
  onLinkFollow?: () => void;
  /** Take the width of the container (the fullscreen panel) instead of 248 px. */
  fill?: boolean;
}

/**
 * A 248 px navigation of collapsible sections: one expanded at a time; the one holding the active link
 * (else the first) open initially.
 */
export function SideNav({
  sections,
  renderLink = plainLink,
  label = 'Navegación principal',
  defaultExpandedId,
  onLinkFollow,
  fill = false,
}: SideNavProps) {
  const expanded =
    defaultExpandedId ??
    sections.find((section) => section.links.some((link) => link.active))?.id ??
    sections[0]?.id;
  return (
    <nav className={fill ? styles.filled : styles.nav} aria-label={label}>
      <DisclosureGroup defaultExpandedKeys={expanded ? [expanded] : []}>
        {sections.map((section) => (
          <Disclosure key={section.id} id={section.id} className={styles.section}>
            <Heading level={2} className={styles.heading}>
              <AriaButton slot="trigger" className={styles.trigger}>
                {section.icon}
                <span className={styles.triggerLabel}>{section.label}</span>
                <span className={styles.chevron}>
                  <ChevronDownIcon size={18} />
                </span>
              </AriaButton>
            </Heading>
            <DisclosurePanel>
              <ul className={styles.links}>
                {section.links.map((link) => (
                  <li key={link.id}>
                    {renderLink({
                      href: link.path,
                      className: styles.link,
                      'aria-current': link.active ? 'page' : undefined,
                      ...(onLinkFollow ? { onClick: onLinkFollow } : {}),
                      children: (
                        <>
                          {link.icon}
                          {link.label}
                        </>
                      ),
                    })}
                  </li>
                ))}
              </ul>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </nav>
  );
}
