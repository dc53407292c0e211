// @ts-check
/*
 * Bounds what an unreachable Redis costs a request. The handler package waits without limit for its
 * connection when Redis is down at start-up (and up to 30 s in its incremental cache), which would
 * hang every cached page. Through this breaker a call that has not answered within `timeoutMs`
 * counts as a miss (get) or as done (set, tag writes), and for the next `pauseMs` calls do not reach
 * the handler at all, so pages render from the database meanwhile; readiness (/api/health/ready/)
 * reports Redis down. The first call after the pause tries again. Tag expirations are always tried.
 */

/**
 * @param {string} name the handler's name in the error line
 * @param {{ timeoutMs?: number, pauseMs?: number }} [options]
 */
export function redisBreaker(name, { timeoutMs = 2_000, pauseMs = 5_000 } = {}) {
  let openUntil = 0;
  let reported = false;

  /** @param {unknown} why */
  function trip(why) {
    openUntil = Date.now() + pauseMs;
    if (reported) return;
    reported = true;
    console.error(
      JSON.stringify({ level: 50, time: Date.now(), app: "wholesale-shop", msg: `${name}: Redis does not answer, serving without the shared cache`, reason: String(why) }),
    );
  }

  /**
   * @template T
   * @param {() => Promise<T>} call
   * @param {T} fallback
   * @param {{ always?: boolean }} [options] always: tried even while paused, and a failure does not
   *   pause the others (tag expirations: skipping one would leave other servers serving old entries)
   * @returns {Promise<T>}
   */
  return async function guarded(call, fallback, { always = false } = {}) {
    if (!always && Date.now() < openUntil) return fallback;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    try {
      const result = await Promise.race([
        call(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      reported = false;
      return /** @type {T} */ (result);
    } catch (error) {
      if (always) {
        console.error(JSON.stringify({ level: 50, time: Date.now(), app: "wholesale-shop", msg: `${name}: a tag expiration did not reach Redis`, reason: String(error instanceof Error ? error.message : error) }));
      } else {
        trip(error instanceof Error ? error.message : error);
      }
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  };
}
