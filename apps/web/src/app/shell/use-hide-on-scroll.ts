import { useEffect, useState } from 'react';

/**
 * Spec 1 §2.4 / §9: the top bar hides when the page scrolls down by `threshold` px or more
 * (measured from where the last upward scroll ended) and shows again on any upward scroll.
 */
export function useHideOnScroll(threshold = 80): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let anchor = window.scrollY;
    let last = window.scrollY;
    const onScroll = () => {
      const y = Math.max(0, window.scrollY);
      if (y < last || y === 0) {
        anchor = y;
        setVisible(true);
      } else if (y - anchor >= threshold) {
        setVisible(false);
      }
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return visible;
}
