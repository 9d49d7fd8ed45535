import { useEffect, useRef, useState } from 'react';

/** The value, passed on at most once per intervalMs: the first change at once, the last one at the end of the interval. */
export function useThrottledValue<T>(value: T, intervalMs: number, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const [throttled, setThrottled] = useState(value);
  const lastEmit = useRef(0);
  useEffect(() => {
    if (isEqual(value, throttled)) return;
    const wait = lastEmit.current + intervalMs - Date.now();
    if (wait <= 0) {
      lastEmit.current = Date.now();
      setThrottled(value);
      return;
    }
    const timer = setTimeout(() => {
      lastEmit.current = Date.now();
      setThrottled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, throttled, intervalMs, isEqual]);
  return throttled;
}
