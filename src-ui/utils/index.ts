export {
  capitalise,
  formatDate,
  formatFileSize,
  formatMoney,
  monthAbbreviations,
  onlyDigits,
  parseDate,
  truncate,
} from './format';
export { type LinkRenderProps, plainLink, type RenderLink } from './link';
export { useMediaQuery } from './use-media-query';
