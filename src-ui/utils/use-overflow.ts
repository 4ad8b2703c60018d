import { type RefObject, useEffect, useState } from 'react';

/** Whether an element's content is wider than the element (re-checked when its size changes). */
export function useOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    check();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
