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

/** True when `box` lies wholly inside `area`. */
export function contains(area: Box, box: Box): boolean {
  return (
    box.left >= area.left &&
    box.top >= area.top &&
    box.left + box.width <= area.left + area.width &&
    box.top + box.height <= area.top + area.height
  );
}

/** The least shift along one axis that brings [start, start + size) into [from, from + room) (the start side wins). */
function shiftInto(start: number, size: number, from: number, room: number): number {
  if (start < from || size > room) return from - start;
  const overshoot = start + size - (from + room);
  return overshoot > 0 ? -overshoot : 0;
}

/** The offset that brings a box inside `area` (a marker at the map's edge would be cut off): [0, 0] when it is. */
export function insideOffset(box: Box, area: Box): Offset {
  return [shiftInto(box.left, box.width, area.left, area.width), shiftInto(box.top, box.height, area.top, area.height)];
}

/**
 * Moves labels apart so no two of them, and none of the fixed boxes (chair pins), cover each other: each label in
 * turn takes the nearest offset that is free, else stays where it is (it is never hidden, so it stays clickable
 * where it does not overlap). With `within` (the map's box) a label is first moved inside it and only offsets that
 * keep it inside count: a label at the map's edge is never cut off. Pure: boxes in, one offset per movable box out.
 */
export function declutter(movable: readonly Box[], fixed: readonly Box[] = [], within?: Box): Offset[] {
  const placed: Box[] = [...fixed];
  return movable.map((box) => {
    const base: Offset = within ? insideOffset(box, within) : [0, 0];
    const fits = (candidate: Box) => !within || contains(within, candidate);
    const free = candidates(box)
      .map(([dx, dy]): Offset => [base[0] + dx, base[1] + dy])
      .find((offset) => {
        const candidate = moved(box, offset);
        return fits(candidate) && !placed.some((other) => overlaps(candidate, other));
      });
    const offset: Offset = free ?? base;
    placed.push(moved(box, offset));
    return offset;
  });
}
