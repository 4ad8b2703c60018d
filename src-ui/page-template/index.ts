export { PageTemplate } from './page-template';
