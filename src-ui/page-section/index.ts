export { PageSection } from './page-section';
