import type { FloorElement } from '@/lib/contract/plain/floor-plan';
import { SEAT_RADIUS, seatPositions } from './seats';

/**
 * How each element looks on the plan, drawn on a 2D context already placed at the element's
 * centre and turned with it (the canvas's shapes call these). Lengths are centimetres.
 */

const COLOURS = {
  table: '#ffffff',
  tableEdge: '#5d4037',
  seat: '#bcaaa4',
  text: '#3e2723',
  wall: '#455a64',
  door: '#546e7a',
  label: '#263238',
  plant: '#66bb6a',
  plantCore: '#2e7d32',
  decor: '#d7ccc8',
  decorEdge: '#8d6e63',
  problem: '#d32f2f',
};

function ellipse(ctx: CanvasRenderingContext2D, w: number, h: number) {
  ctx.beginPath();
  ctx.ellipse(0, 0, w / 2, h / 2, 0, 0, Math.PI * 2);
}

function box(ctx: CanvasRenderingContext2D, w: number, h: number, radius = 0) {
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w, h, radius);
}

/** Text that stays upright and one size however the element is turned or stretched. */
export interface Upright {
  angle: number;
  scaleX: number;
  scaleY: number;
}

function uprightText(ctx: CanvasRenderingContext2D, text: string, size: number, upright: Upright) {
  ctx.save();
  ctx.rotate((-upright.angle * Math.PI) / 180);
  ctx.scale(1 / upright.scaleX, 1 / upright.scaleY);
  ctx.fillStyle = COLOURS.text;
  ctx.font = `700 ${size}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 0, 0);
  ctx.restore();
}

function drawTable(
  ctx: CanvasRenderingContext2D,
  e: Extract<FloorElement, { kind: 'table' }>,
  w: number,
  h: number,
  upright: Upright,
) {
  ctx.fillStyle = COLOURS.seat;
  for (const seat of seatPositions(e.shape, w, h, e.max_seats)) {
    ctx.beginPath();
    ctx.arc(seat.x, seat.y, SEAT_RADIUS, 0, Math.PI * 2);
    ctx.fill();
  }
  if (e.shape === 'round') ellipse(ctx, w, h);
  else box(ctx, w, h, 6);
  ctx.fillStyle = COLOURS.table;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = COLOURS.tableEdge;
  ctx.stroke();
  uprightText(ctx, e.number, Math.max(14, Math.min(36, Math.min(w, h) * 0.4)), upright);
}

/** A door: the leaf open at a right angle from its hinge (bottom left) and the arc it sweeps. */
function drawDoor(ctx: CanvasRenderingContext2D, w: number, h: number) {
  ctx.strokeStyle = COLOURS.door;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(-w / 2, h / 2);
  ctx.lineTo(-w / 2, -h / 2);
  ctx.stroke();
  ctx.setLineDash([8, 6]);
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.ellipse(-w / 2, h / 2, w, h, 0, -Math.PI / 2, 0);
  ctx.stroke();
  ctx.setLineDash([]);
}

export function drawElement(ctx: CanvasRenderingContext2D, e: FloorElement, w: number, h: number, upright: Upright) {
  switch (e.kind) {
    case 'table':
      drawTable(ctx, e, w, h, upright);
      break;
    case 'wall':
      box(ctx, w, h);
      ctx.fillStyle = COLOURS.wall;
      ctx.fill();
      break;
    case 'door':
      drawDoor(ctx, w, h);
      break;
    case 'label':
      box(ctx, w, h, 4);
      ctx.setLineDash([6, 6]);
      ctx.lineWidth = 1;
      ctx.strokeStyle = COLOURS.decorEdge;
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = COLOURS.label;
      ctx.font = `600 ${Math.max(10, h * 0.55)}px sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(e.text, 0, 0, w);
      break;
    case 'plant':
      ellipse(ctx, w, h);
      ctx.fillStyle = COLOURS.plant;
      ctx.fill();
      ellipse(ctx, w / 3, h / 3);
      ctx.fillStyle = COLOURS.plantCore;
      ctx.fill();
      break;
    case 'decor':
      box(ctx, w, h, 8);
      ctx.fillStyle = COLOURS.decor;
      ctx.fill();
      ctx.setLineDash([10, 6]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = COLOURS.decorEdge;
      ctx.stroke();
      ctx.setLineDash([]);
      break;
  }
}

/** A red frame round an element the save refused (outside the room, a number taken …). */
export function drawProblem(ctx: CanvasRenderingContext2D, w: number, h: number) {
  ctx.strokeStyle = COLOURS.problem;
  ctx.lineWidth = 4;
  ctx.setLineDash([10, 6]);
  box(ctx, w + 12, h + 12, 6);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** The room's floor: white, a light line every 10 cm (when the grid shows) and a darker one every metre. */
export function drawFloor(ctx: CanvasRenderingContext2D, w: number, h: number, grid: number, showGrid: boolean) {
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(-w / 2, -h / 2, w, h);
  if (showGrid) {
    for (const [step, colour, width] of [
      [grid, '#eceff1', 1],
      [grid * 10, '#cfd8dc', 2],
    ] as const) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.beginPath();
      for (let x = step; x < w; x += step) {
        ctx.moveTo(-w / 2 + x, -h / 2);
        ctx.lineTo(-w / 2 + x, h / 2);
      }
      for (let y = step; y < h; y += step) {
        ctx.moveTo(-w / 2, -h / 2 + y);
        ctx.lineTo(w / 2, -h / 2 + y);
      }
      ctx.stroke();
    }
  }
  ctx.strokeStyle = '#37474f';
  ctx.lineWidth = 4;
  ctx.strokeRect(-w / 2, -h / 2, w, h);
}
