/** Types of redis-breaker.js (plain JavaScript: Next.js loads the cache handlers outside the bundles). */
export declare function redisBreaker(
  name: string,
  options?: { timeoutMs?: number; pauseMs?: number },
): <T>(call: () => Promise<T>, fallback: T, options?: { always?: boolean }) => Promise<T>;
