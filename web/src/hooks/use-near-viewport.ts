import { useEffect, useState } from 'react';

/** True once the element has come within `margin` of the viewport (and stays true). */
export const useNearViewport = <T extends Element>(element: T | null, margin = '400px'): boolean => {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
};
