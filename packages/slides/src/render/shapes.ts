import type { ShapeKind } from '../model/elements.ts';

export type Point = readonly [x: number, y: number];

const SIDES: Partial<Record<ShapeKind, number>> = {
  triangle: 3,
  rhombus: 4,
  pentagon: 5,
  hexagon: 6,
  septagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
};

const STAR_POINTS: Partial<Record<ShapeKind, number>> = { star3: 3, star4: 4, star5: 5, star6: 6, star7: 7 };

/**
 * Inner radius relative to the outer one, per point count: thin enough that a 3-point star does not
 * read as a triangle, the classic 0.382 for five points, rounder for six and seven.
 */
export const STAR_INNER_RATIO: Readonly<Record<number, number>> = { 3: 0.3, 4: 0.4, 5: 0.382, 6: 0.5, 7: 0.5 };

const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Vertices of a regular polygon (or a star when `inner` > 0, the inner radius relative to the outer
 * one), first vertex at the top centre, clockwise, stretched so the vertices touch all four sides of
 * the width×height box (shapes fill their box, as users expect when resizing).
 */
export function polygonPoints(sides: number, width: number, height: number, inner = 0): Point[] {
  const n = inner > 0 ? sides * 2 : sides;
  const unit: Point[] = [];
  for (let i = 0; i < n; i++) {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    const r = inner > 0 && i % 2 === 1 ? inner : 1;
    unit.push([r * Math.cos(angle), r * Math.sin(angle)]);
  }
  const xs = unit.map((p) => p[0]);
  const ys = unit.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX || 1;
  const spanY = Math.max(...ys) - minY || 1;
  return unit.map(([x, y]) => [round(((x - minX) / spanX) * width), round(((y - minY) / spanY) * height)] as const);
}

/**
 * Points of a shape in its own width×height box, or null for shapes drawn with a native SVG
 * element (rectangle → rect, circle → ellipse).
 */
export function shapePoints(shape: ShapeKind, width: number, height: number): Point[] | null {
  const sides = SIDES[shape];
  if (sides) return polygonPoints(sides, width, height);
  const star = STAR_POINTS[shape];
  if (star) return polygonPoints(star, width, height, STAR_INNER_RATIO[star] ?? 0.45);
  return null;
}

/** SVG `points` attribute text. */
export function pointsAttribute(points: readonly Point[]): string {
  return points.map(([x, y]) => `${x},${y}`).join(' ');
}
