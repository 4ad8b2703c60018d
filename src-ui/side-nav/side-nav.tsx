import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from '../icons';
import { plainLink, type RenderLink } from '../utils/link';
import * as styles from './side-nav.css';

/** A navigation link (SPEC "Main layout"). */
interface NavLink {
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
  /** The section open at first (default: the first). */
  defaultExpandedId?: string;
  /** Called when a link is followed (the fullscreen panel closes then). */
  onLinkFollow?: () => void;
  /** Take the width of the container (the fullscreen panel) instead of 248 px. */
  fill?: boolean;
}

/**
 * A 248 px navigation of collapsible sections: one expanded at a time; the first open initially, and the
 * one holding the active link once the active link changes (the person went elsewhere). Each section is
 * a disclosure (a heading's button with aria-expanded and the group of links it shows), without React
 * Aria.
 */
export function SideNav({
  sections,
  renderLink = plainLink,
  label = 'Navegación principal',
  defaultExpandedId,
  onLinkFollow,
  fill = false,
}: SideNavProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(() => defaultExpandedId ?? sections[0]?.id);
  // Where the active link is; when it moves, its section opens (state adjusted while rendering, so the
  // new section shows in the same paint). A new list with the same active link changes nothing.
  const activeLink = sections.flatMap((section) => section.links).find((link) => link.active)?.id;
  const activeSection = sections.find((section) => section.links.some((link) => link.active))?.id;
  const [seenActiveLink, setSeenActiveLink] = useState(activeLink);
  if (activeLink !== seenActiveLink) {
    setSeenActiveLink(activeLink);
    if (activeSection !== undefined) setExpanded(activeSection);
  }
  return (
    <nav className={fill ? styles.filled : styles.nav} aria-label={label}>
      {sections.map((section) => {
        const open = section.id === expanded;
        return (
          <div key={section.id} className={styles.section} data-expanded={open || undefined}>
            <h2 className={styles.heading}>
              <button
                type="button"
                id={`${id}-${section.id}-trigger`}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={`${id}-${section.id}-panel`}
                onClick={() => setExpanded(open ? undefined : section.id)}
              >
                {section.icon}
                <span className={styles.triggerLabel}>{section.label}</span>
                <span className={styles.chevron}>
                  <ChevronDownIcon size={18} />
                </span>
              </button>
            </h2>
            {/* biome-ignore lint/a11y/useSemanticElements: a disclosure panel, as React Aria's (role group, named by its button) */}
            <div
              id={`${id}-${section.id}-panel`}
              role="group"
              aria-labelledby={`${id}-${section.id}-trigger`}
              hidden={!open}
            >
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
            </div>
          </div>
        );
      })}
    </nav>
  );
}
