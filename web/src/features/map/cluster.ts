/** A point on screen (pixels) with the key of what it stands for. */
export type ScreenPoint = { key: string; x: number; y: number };
export type Cluster = { keys: string[]; x: number; y: number };

// City markers (a pin and a name label) closer than this on screen would overlap: they are drawn as one cluster.
export const CLUSTER_RADIUS_PX = 72;

/** Greedy screen-space clustering: each point joins the first cluster whose seed is within the radius. */
export function clusterPoints(points: readonly ScreenPoint[], radius = CLUSTER_RADIUS_PX): Cluster[] {
  const clusters: { seed: ScreenPoint; members: ScreenPoint[] }[] = [];
  for (const point of points) {
    const home = clusters.find(({ seed }) => Math.hypot(seed.x - point.x, seed.y - point.y) < radius);
    if (home) home.members.push(point);
    else clusters.push({ seed: point, members: [point] });
  }
  return clusters.map(({ members }) => ({
    keys: members.map((member) => member.key),
    x: members.reduce((sum, member) => sum + member.x, 0) / members.length,
    y: members.reduce((sum, member) => sum + member.y, 0) / members.length,
  }));
}
