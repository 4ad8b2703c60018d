export { type BackConfirmation, PageTemplate, type PageTemplateProps } from './page-template';
