export { type Load, LoadState, type LoadStateProps, loadOf, sameLoad } from './load-state';
