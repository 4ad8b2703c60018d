import { type RefObject, useEffect, useState } from 'react';

/** Whether an element's content is wider than the element (re-checked when its size changes). */
export function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Measured only in the observer's callback: it reports every observed element once as soon as it is
    // laid out, so the first check comes with the browser's own layout. Reading scrollWidth here, right
    // after React's commit, forced a layout of the freshly mounted page inside that task.
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
