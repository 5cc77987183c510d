/**
 * The service worker's runtime caches (everything in Cache Storage but Workbox's precache of the
 * app itself): today only `painel-config`, the last config.json. Deleted when a session ends, so a
 * signed-out console keeps nothing of the session's but the app; config.json is deployment data and
 * is fetched again (or read from its localStorage copy offline) at the next start.
 */
export async function clearRuntimeCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  try {
    const names = await storage.keys();
    await Promise.all(names.filter((name) => !name.includes('precache')).map((name) => storage.delete(name)));
  } catch {
    // Cache Storage unusable (private modes, policies): nothing of ours is in it then.
  }
}
