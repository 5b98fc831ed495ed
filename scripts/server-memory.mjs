// glibc keeps memory freed by a burst of requests in its heaps: one server went from 436 MB idle to 775 MB
// idle after a load test and stayed there. Fewer arenas, large blocks in their own mappings and an early trim
// give it back (429 MB after the same load). Read once, when the process starts; other C libraries ignore it.
export const SERVER_GLIBC_TUNABLES = "glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072";

/** The environment to serve with: the caller's, plus the allocator settings unless it brings its own. */
export function serverEnv(env = process.env) {
  return env.GLIBC_TUNABLES ? env : { ...env, GLIBC_TUNABLES: SERVER_GLIBC_TUNABLES };
}
