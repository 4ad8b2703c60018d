export { type Load, LoadState, type LoadStateProps, sameLoad } from './load-state';
