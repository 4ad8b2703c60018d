export { Skeleton, SkeletonGroup } from './skeleton';
