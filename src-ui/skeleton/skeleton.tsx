import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden';
import * as styles from './skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'rect' | 'circle';
  width?: number | string;
  height?: number | string;
}

/** A grey placeholder with the shape of content still loading (decorative). */
export function Skeleton({ shape = 'text', width = '100%', height }: SkeletonProps) {
  return (
    <span
      className={`${styles.base} ${styles.shape[shape]}`}
      style={{ width, height: height ?? (shape === 'text' ? undefined : width) }}
      aria-hidden="true"
    />
  );
}

export interface SkeletonGroupProps {
  children: ReactNode;
  /** Announced text (kit default 'Cargando'). */
  label?: string;
}

/** Groups skeletons and announces that the content is loading. */
export function SkeletonGroup({ children, label = 'Cargando' }: SkeletonGroupProps) {
  return (
    <div className={styles.group} role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
