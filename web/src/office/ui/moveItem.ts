/** A copy of `items` with the item at `from` moved to `to` (the others keep their order). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
