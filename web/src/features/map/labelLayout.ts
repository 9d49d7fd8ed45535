/** A marker's box on screen, in pixels. */
export type Box = { left: number; top: number; width: number; height: number };
export type Offset = [dx: number, dy: number];

// Room kept between two labels, so a click lands on exactly one of them.
const GAP = 3;
const MAX_RINGS = 8;

export function overlaps(a: Box, b: Box, gap = GAP): boolean {
  return (
    a.left < b.left + b.width + gap &&
    b.left < a.left + a.width + gap &&
    a.top < b.top + b.height + gap &&
    b.top < a.top + a.height + gap
  );
}

const moved = (box: Box, [dx, dy]: Offset): Box => ({ ...box, left: box.left + dx, top: box.top + dy });

/** Offsets to try for a box, nearest first: straight down/up, then sideways, then diagonally, ring by ring. */
function candidates(box: Box): Offset[] {
  const stepY = box.height + GAP;
  const stepX = box.width / 2 + GAP;
  const result: Offset[] = [[0, 0]];
  for (let ring = 1; ring <= MAX_RINGS; ring++) {
    const [x, y] = [ring * stepX, ring * stepY];
    result.push([0, y], [0, -y], [x, 0], [-x, 0], [x, y], [-x, y], [x, -y], [-x, -y]);
  }
  return result;
}

/**
 * Moves labels apart so no two of them, and none of the fixed boxes (chair pins), cover each other: each label in
 * turn takes the nearest offset that is free, else stays where it is (it is never hidden, so it stays clickable
 * where it does not overlap). Pure: boxes in, one offset per movable box out.
 */
export function declutter(movable: readonly Box[], fixed: readonly Box[] = []): Offset[] {
  const placed: Box[] = [...fixed];
  return movable.map((box) => {
    const free = candidates(box).find((offset) => !placed.some((other) => overlaps(moved(box, offset), other)));
    const offset: Offset = free ?? [0, 0];
    placed.push(moved(box, offset));
    return offset;
  });
}
