import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

/** Becomes true (and stays true) once the element comes within `margin` of the viewport. */
export const useNearViewport = (ref: RefObject<Element | null>, margin = '400px'): boolean => {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
};
