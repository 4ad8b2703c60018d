import { IconButton } from '../icon-button';
import { ChevronRightIcon, MoreIcon } from '../icons';
import { MenuPopup } from '../menu/menu-popup';
import { layoutWidths } from '../theme/breakpoints';
import { plainLink, type RenderLink } from '../utils/link';
import { useMediaQuery } from '../utils/use-media-query';
import * as styles from './breadcrumbs.css';

/** A crumb (SPEC "UI-kit shapes"). */
export interface Crumb {
  path: string;
  label: string;
}

/** SPEC §9: at most 5 crumbs at 768 px or more, 3 below. */
const maxCrumbs = { wide: 5, narrow: 3 } as const;

/** The media query under which breadcrumbs show 5 crumbs. */
const wideQuery = `(min-width: ${layoutWidths.breadcrumbsWide}px)`;

/** How a trail shows: all crumbs, or the first, the hidden middle ones and the last. */
function collapseTrail(crumbs: readonly Crumb[], max: number) {
  if (crumbs.length <= max) return { head: crumbs.slice(0, -1), hidden: [] as Crumb[], last: crumbs.at(-1) };
  return { head: crumbs.slice(0, 1), hidden: crumbs.slice(1, -1), last: crumbs.at(-1) };
}

export interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
  renderLink?: RenderLink;
  /** Called with the path of a crumb chosen in the ellipsis menu; without it the menu links by href. */
  onNavigate?: (path: string) => void;
  /** Name of the nav landmark (kit default 'Ruta de navegación'). */
  label?: string;
  /** Name of the ellipsis menu (kit default 'Mostrar rutas ocultas'). */
  moreLabel?: string;
  /** Overrides the width rule (5 at 768 px or more, 3 below); the catalogue uses it to show both. */
  maxVisible?: number;
}

/** The trail to the current page; the last crumb is the current page. */
export function Breadcrumbs({
  crumbs,
  renderLink = plainLink,
  onNavigate,
  label = 'Ruta de navegación',
  moreLabel = 'Mostrar rutas ocultas',
  maxVisible,
}: BreadcrumbsProps) {
  const wide = useMediaQuery(wideQuery, true);
  const max = maxVisible ?? (wide ? maxCrumbs.wide : maxCrumbs.narrow);
  const { head, hidden, last } = collapseTrail(crumbs, max);
  const separator = (
    <span className={styles.separator} aria-hidden="true">
      <ChevronRightIcon size={14} />
    </span>
  );
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {head.map((crumb, index) => (
          <li key={crumb.path} className={styles.item}>
            {renderLink({ href: crumb.path, className: styles.link, children: crumb.label })}
            {(index < head.length - 1 || hidden.length > 0 || last) && separator}
          </li>
        ))}
        {hidden.length > 0 && (
          <li className={styles.item}>
            <MenuPopup
              label={moreLabel}
              trigger={
                <IconButton
                  label={moreLabel}
                  icon={<MoreIcon size={18} />}
                  size="small"
                  appearance="primary"
                />
              }
              entries={hidden.map((crumb) => ({
                id: crumb.path,
                text: crumb.label,
                label: crumb.label,
                href: onNavigate ? undefined : crumb.path,
              }))}
              onChoose={(crumb) => onNavigate?.(crumb.id)}
              renderEntry={(crumb) => crumb.label}
            />
            {separator}
          </li>
        )}
        {last && (
          <li className={styles.item}>
            <span className={styles.current} aria-current="page">
              {last.label}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
