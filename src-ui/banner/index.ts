export { Banner } from './banner';
