import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import * as styles from './tooltip.css';

export interface TooltipProps {
  /** The explanation shown on hover and on keyboard focus. */
  content: ReactNode;
  /** A focusable kit control (Button, IconButton) or one wrapped by react-aria's Focusable. */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/** A tooltip that opens on hover or keyboard focus and closes with Escape. */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  return (
    <TooltipTrigger delay={300} closeDelay={100}>
      {children}
      <AriaTooltip className={styles.tooltip} placement={placement} offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
