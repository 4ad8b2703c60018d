export { formatFileSize, onlyDigits } from './format';
export { type LinkRenderProps, plainLink, type RenderLink } from './link';
export { useMediaQuery } from './use-media-query';
