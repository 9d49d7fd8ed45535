/** Polls until `find` answers something other than undefined, or fails naming `what`. */
export async function waitFor<T>(find: () => Promise<T | undefined> | T | undefined, what: string, ms = 15000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
