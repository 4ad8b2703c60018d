export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type Crumb,
  collapseTrail,
  maxCrumbs,
  wideQuery,
} from './breadcrumbs';
