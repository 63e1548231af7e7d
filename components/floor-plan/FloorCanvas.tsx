'use client';
import { Box } from '@mui/material';
import { Canvas, Point, type TPointerEventInfo } from 'fabric';
import { useEffect, useRef, type DragEvent, type RefObject } from 'react';
import { CANVAS_HEIGHT, PALETTE_MIME } from './canvas-constants';
import { syncScene, isShape, readShape, renderedElements, type CanvasScene } from './canvas-sync';
import { fitRoom, roomPng, scenePoint, viewCentre, zoomBy } from './canvas-view';
import { ElementShape, RoomFloor } from './fabric-shapes';
import { paletteKinds, type PaletteKind } from './new-element';
import { patchElements, type ElementPatch } from './room-edits';
import { snapTo, GRID_STEP } from './snap';

/** What the editor's buttons ask of the canvas. */
export interface CanvasControls {
  zoomBy: (factor: number) => void;
  fit: () => void;
  viewCentre: () => { x: number; y: number };
  exportPng: () => string;
}

export interface FloorCanvasProps extends CanvasScene {
  /** Names the canvas for a screen reader and says which keys work. */
  label: string;
  describedBy?: string;
  controlsRef: RefObject<CanvasControls | null>;
  onSelect: (ids: string[]) => void;
  onChange: (patches: ElementPatch[]) => void;
  onDropKind: (kind: PaletteKind, at: { x: number; y: number }) => void;
}

/**
 * The room drawn with fabric (loaded with the editor, never with the page): elements dragged,
 * stretched and turned with the mouse, several at once with a drag round them or Shift+click;
 * Ctrl+wheel zooms, Alt+drag (or the middle button, or Space+drag) pans. What the mouse changes
 * goes to the editor, which draws it back here.
 */
export default function FloorCanvas(props: FloorCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  const state = useRef<{
    canvas: Canvas;
    floor: RoomFloor;
    shapes: Map<string, ElementShape>;
    /** Draws the scene: the shapes made to match it, then the data attributes written. */
    draw: (scene: CanvasScene) => void;
  } | null>(null);
  const syncing = useRef(false);

  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const host = hostRef.current!;
    // A canvas element of its own per mount: fabric takes over the element it is given.
    const element = document.createElement('canvas');
    host.prepend(element);
    const canvas = new Canvas(element, {
      width: host.clientWidth || 800,
      height: CANVAS_HEIGHT,
      backgroundColor: '#eceff1',
      preserveObjectStacking: true,
      uniformScaling: true,
      fireMiddleClick: true,
      stopContextMenu: true,
      selectionColor: 'rgba(25, 118, 210, 0.08)',
      selectionBorderColor: '#1976d2',
    });
    const floor = new RoomFloor();
    canvas.add(floor);
    const shapes = new Map<string, ElementShape>();
    const publish = () => {
      const [zoom, , , , tx, ty] = canvas.viewportTransform;
      host.dataset.viewport = [zoom, tx, ty].join(',');
      host.dataset.rendered = JSON.stringify(renderedElements(shapes));
    };
    const draw = (scene: CanvasScene) => {
      const resized = floor.width !== scene.width || floor.height !== scene.height;
      syncing.current = true;
      try {
        syncScene(canvas, floor, shapes, scene);
      } finally {
        syncing.current = false;
      }
      if (resized) fitRoom(canvas, scene.width, scene.height);
      publish();
    };
    state.current = { canvas, floor, shapes, draw };

    const selected = () => {
      if (!syncing.current)
        latest.current.onSelect(
          canvas
            .getActiveObjects()
            .filter(isShape)
            .map((s) => s.element._id),
        );
    };
    canvas.on('selection:created', selected);
    canvas.on('selection:updated', selected);
    canvas.on('selection:cleared', selected);
    // Snapping moves what is dragged so that the box round it starts on the grid (a wall lies flush
    // with the room's edge; several elements move together by whole steps).
    canvas.on('object:moving', ({ target }) => {
      if (!latest.current.snap) return;
      // The corners fabric keeps are those of the last setCoords: bring them to where the mouse is.
      target.setCoords();
      const box = target.getBoundingRect();
      target.set({
        left: target.left + snapTo(box.left, GRID_STEP) - box.left,
        top: target.top + snapTo(box.top, GRID_STEP) - box.top,
      });
    });
    canvas.on('object:modified', () => {
      const moved = canvas.getActiveObjects().filter(isShape);
      if (!moved.length) return;
      const now = latest.current;
      const patches = moved.map((s) => readShape(s, now.snap, moved.length === 1));
      const room = { name: '', width: now.width, height: now.height, elements: [...now.elements], combinations: [] };
      if (patchElements(room, patches) !== room) {
        now.onChange(patches);
        return;
      }
      // Nothing changes in the room (dragged out and pulled back to where it was): the editor does
      // not draw again, so the shapes go back to their elements here.
      for (const shape of moved) shape.element = { ...shape.element };
      draw(now);
    });

    // Pan with Alt, Space or the middle button held: no element is picked up meanwhile.
    let panFrom: { x: number; y: number } | null = null;
    let space = false;
    canvas.on('mouse:down:before', ({ e }: TPointerEventInfo) => {
      const mouse = e as MouseEvent;
      if (mouse.altKey || space || mouse.button === 1) {
        panFrom = { x: mouse.clientX, y: mouse.clientY };
        canvas.skipTargetFind = true;
        canvas.selection = false;
      }
      host.focus({ preventScroll: true });
    });
    canvas.on('mouse:move', ({ e }: TPointerEventInfo) => {
      if (!panFrom) return;
      const mouse = e as MouseEvent;
      canvas.relativePan(new Point(mouse.clientX - panFrom.x, mouse.clientY - panFrom.y));
      panFrom = { x: mouse.clientX, y: mouse.clientY };
    });
    canvas.on('mouse:up', () => {
      if (!panFrom) return;
      panFrom = null;
      canvas.skipTargetFind = false;
      canvas.selection = true;
      publish();
    });
    canvas.on('mouse:wheel', ({ e }) => {
      const wheel = e as WheelEvent;
      // A plain wheel scrolls the page; Ctrl (and a trackpad's pinch) zooms the plan.
      if (!wheel.ctrlKey && !wheel.metaKey) return;
      wheel.preventDefault();
      zoomBy(canvas, 0.998 ** wheel.deltaY, new Point(wheel.offsetX, wheel.offsetY));
      publish();
    });
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ') return;
      space = e.type === 'keydown';
      // Held for panning, not scrolling the page.
      e.preventDefault();
    };
    host.addEventListener('keydown', onKey);
    host.addEventListener('keyup', onKey);

    latest.current.controlsRef.current = {
      zoomBy: (factor) => {
        zoomBy(canvas, factor);
        publish();
      },
      fit: () => {
        fitRoom(canvas, floor.width, floor.height);
        publish();
      },
      viewCentre: () => viewCentre(canvas),
      exportPng: () => roomPng(canvas, floor, floor.width, floor.height),
    };

    let fitted = false;
    const resize = new ResizeObserver(() => {
      if (!host.clientWidth) return;
      canvas.setDimensions({ width: host.clientWidth, height: CANVAS_HEIGHT });
      if (!fitted && floor.width) {
        fitted = true;
        fitRoom(canvas, floor.width, floor.height);
      }
      publish();
    });
    resize.observe(host);
    return () => {
      resize.disconnect();
      host.removeEventListener('keydown', onKey);
      host.removeEventListener('keyup', onKey);
      state.current = null;
      // dispose puts the element back where it was; this mount's element goes with it.
      void canvas.dispose().then(() => element.remove());
    };
  }, []);

  const { width, height, elements, selection, problemIds, snap } = props;
  useEffect(() => {
    state.current?.draw({ width, height, elements, selection, problemIds, snap });
  }, [width, height, elements, selection, problemIds, snap]);

  const onDragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes(PALETTE_MIME)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (e: DragEvent) => {
    const kind = e.dataTransfer.getData(PALETTE_MIME) as PaletteKind;
    const canvas = state.current?.canvas;
    if (!canvas || !paletteKinds.includes(kind)) return;
    e.preventDefault();
    const rect = canvas.lowerCanvasEl.getBoundingClientRect();
    props.onDropKind(kind, scenePoint(canvas, e.clientX - rect.left, e.clientY - rect.top));
  };

  return (
    <Box
      ref={hostRef}
      role="application"
      aria-label={props.label}
      aria-describedby={props.describedBy}
      tabIndex={0}
      data-testid="floor-canvas"
      onDragOver={onDragOver}
      onDrop={onDrop}
      sx={{
        height: CANVAS_HEIGHT,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
  );
}
