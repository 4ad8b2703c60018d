import type { RenderLink } from '@ui/utils/link';
import { Link } from 'react-router-dom';

/** The kit's links rendered with react-router (no full page load). */
export const routerLink: RenderLink = ({ href, className, children, ...aria }) => (
  <Link to={href} className={className} {...aria}>
    {children}
  </Link>
);
