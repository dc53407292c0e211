// Types of incremental-cache-handler.js for the code that imports it (its tests); Next.js loads the
// handler itself from next.config.ts.
export declare function isVisitorSearchKey(key: unknown): boolean;

declare const IncrementalCacheHandler: new (options: unknown) => unknown;
export default IncrementalCacheHandler;
