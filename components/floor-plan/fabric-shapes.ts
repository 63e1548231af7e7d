import { Rect } from 'fabric';
import type { FloorElement } from '@/lib/contract/plain/floor-plan';
import { drawElement, drawFloor, drawProblem } from './draw-element';
import { ANGLE_STEP, GRID_STEP } from './snap';

/** Shapes keep their proportions: round and square tables, plants. */
const keepsRatio = (e: FloorElement) => (e.kind === 'table' && e.shape !== 'rectangle') || e.kind === 'plant';

/**
 * One element on the canvas: a rectangle of the element's size (what fabric selects, moves, turns
 * and stretches) drawn as the element. Not cached, so chairs may be drawn beyond its edges.
 */
export class ElementShape extends Rect {
  element!: FloorElement;
  problem = false;

  constructor(element: FloorElement) {
    super({
      originX: 'center',
      originY: 'center',
      strokeWidth: 0,
      objectCaching: false,
      lockScalingFlip: true,
      transparentCorners: false,
      cornerColor: '#1976d2',
      cornerStrokeColor: '#ffffff',
      borderColor: '#1976d2',
      cornerSize: 12,
      padding: 4,
      hoverCursor: 'move',
    });
    this.show(element);
  }

  /** Puts the shape where the element says, at scale 1 (a finished stretch became its size). */
  show(element: FloorElement) {
    this.element = element;
    this.set({
      left: element.x,
      top: element.y,
      width: element.width,
      height: element.height,
      angle: element.angle,
      scaleX: 1,
      scaleY: 1,
    });
    const sides = !keepsRatio(element);
    this.setControlsVisibility({ mt: sides, mb: sides, ml: sides, mr: sides });
    this.setCoords();
  }

  /** Turning stops every 15° while snapping is on. */
  snapping(on: boolean) {
    this.set({ snapAngle: on ? ANGLE_STEP : undefined, snapThreshold: on ? 5 : undefined });
  }

  override _render(ctx: CanvasRenderingContext2D) {
    const upright = { angle: this.angle, scaleX: this.scaleX, scaleY: this.scaleY };
    drawElement(ctx, this.element, this.width, this.height, upright);
    if (this.problem) drawProblem(ctx, this.width, this.height);
  }
}

/** The room's floor under everything: not selectable, not a target. */
export class RoomFloor extends Rect {
  showGrid = true;

  constructor() {
    super({
      originX: 'center',
      originY: 'center',
      strokeWidth: 0,
      objectCaching: false,
      selectable: false,
      evented: false,
      hoverCursor: 'default',
    });
  }

  size(width: number, height: number) {
    this.set({ left: width / 2, top: height / 2, width, height });
    this.setCoords();
  }

  override _render(ctx: CanvasRenderingContext2D) {
    drawFloor(ctx, this.width, this.height, GRID_STEP, this.showGrid);
  }
}
