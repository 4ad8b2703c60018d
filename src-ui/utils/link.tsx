import type { ReactNode } from 'react';

/** What the kit passes to render a link. */
interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  /** Called when the link is followed (e.g. to close the panel that holds it). */
  onClick?: () => void;
}

/**
 * Renders a link; the app passes one that uses its router (the kit never imports a router).
 * The default renders a plain anchor.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** A plain anchor. */
export const plainLink: RenderLink = ({ href, className, children, ...aria }) => (
  <a href={href} className={className} {...aria}>
    {children}
  </a>
);
