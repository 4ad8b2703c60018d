import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './tooltip.css';

export interface TooltipProps {
  /** The explanation shown on hover and on keyboard focus. */
  content: ReactNode;
  /** A focusable kit control (a react-aria Button, IconButton) that takes `aria-describedby`. */
  children: ReactElement<{ 'aria-describedby'?: string | undefined }>;
}

/** Space kept between the tooltip, its trigger and the window's edges, in pixels. */
const gap = 6;

/**
 * A tooltip that opens on hover (after 300 ms) or keyboard focus, stays while the pointer is over it, and
 * closes with Escape, on blur or 100 ms after the pointer leaves. Placed above its trigger (below when
 * there is no room), kept inside the window. Its own few lines instead of React Aria's tooltip, whose
 * trigger state and positioning cost about 1 kB gzip of all JavaScript.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const later = (value: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), ms);
  };
  const now = (value: boolean) => later(value, 0);
  useEffect(() => () => clearTimeout(timer.current), []);
  useLayoutEffect(() => {
    const trigger = anchor.current?.getBoundingClientRect();
    const box = tip.current;
    if (!open || !trigger || !box) return;
    const { width, height } = box.getBoundingClientRect();
    const above = trigger.top - height - gap;
    const left = trigger.left + trigger.width / 2 - width / 2;
    box.style.top = `${above >= gap ? above : trigger.bottom + gap}px`;
    box.style.left = `${Math.max(gap, Math.min(left, window.innerWidth - width - gap))}px`;
  }, [open]);
  const hover = (show: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'touch') later(show, show ? 300 : 100);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears the events of the focusable trigger inside it (and of the tooltip, which the pointer may rest on)
    <span
      ref={anchor}
      className={styles.anchor}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onFocus={() => now(true)}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) now(false);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        clearTimeout(timer.current);
        setOpen(false);
      }}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span ref={tip} id={id} role="tooltip" className={styles.tooltip}>
          {content}
        </span>
      )}
    </span>
  );
}
