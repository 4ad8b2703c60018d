export { type Load, LoadState, loadOf, sameLoad } from './load-state';
