'use client';
import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Circle, MapContainer, Marker, Polygon, Polyline, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import { MapTiles, storePin } from '@/components/ui/map/MapTiles';
import type { GeoZone } from '@/lib/contract/zone-geometry';
import { previewOf, type DrawEvent, type DrawState, type LngLat, type Shape } from './drawing';
import { centreOf, moveShape, moveVertex, resizeHandleOf, resizeShape } from './shape-edit';
import { outlineOf, zoneToShape } from './zone-shape';

/** A saved zone as the map draws it (a delivery zone of the contract fits). */
export type MapZone = Pick<GeoZone, '_id' | 'map_shape' | 'radius' | 'locations'> & { name: string; colour: string };

export interface ZoneMapTexts {
  attribution: string;
  pin: string;
  moveHandle: string;
  resizeHandle: string;
  vertexHandle: (n: number) => string;
  firstVertex: string;
}

export interface ZoneMapProps {
  /** The store's pin, [lng, lat]: where the map opens. */
  centre: LngLat;
  tileUrl: string;
  zones: MapZone[];
  /** The zone whose shape is being edited (drawn with handles instead of its saved outline). */
  selectedId: string | null;
  /** The selected zone's shape as moved by the handles; null: as saved. */
  shapeEdit: Shape | null;
  /** The colour of a shape being drawn. */
  draftColour: string;
  draw: DrawState;
  onDraw: (event: DrawEvent) => void;
  onSelect: (id: string) => void;
  onEdit: (shape: Shape) => void;
  texts: ZoneMapTexts;
  height: number;
  /** Extra layers drawn inside the map (the tools' overlap outlines, past orders, tested point). */
  children?: ReactNode;
}

const toLatLng = ([lng, lat]: LngLat): [number, number] => [lat, lng];
const fromEvent = (e: LeafletMouseEvent): LngLat => [e.latlng.lng, e.latlng.lat];
const metresFrom = (centre: LngLat, e: LeafletMouseEvent) => e.latlng.distanceTo(toLatLng(centre));

const handleIcon = (kind: 'move' | 'resize' | 'vertex' | 'first') =>
  divIcon({
    className: `zone-handle zone-handle-${kind}`,
    html: `<span style="display:block;width:100%;height:100%;box-sizing:border-box;border:2px solid #1a237e;background:${
      kind === 'move' ? '#1a237e' : '#fff'
    };border-radius:${kind === 'resize' || kind === 'move' ? '2px' : '50%'}"></span>`,
    iconSize: kind === 'first' ? [16, 16] : [12, 12],
    iconAnchor: kind === 'first' ? [8, 8] : [6, 6],
  });
const icons = {
  move: handleIcon('move'),
  resize: handleIcon('resize'),
  vertex: handleIcon('vertex'),
  first: handleIcon('first'),
};

/** A zone's outline: a circle, or the polygon of a square or custom ring. */
function ShapeLayer({
  shape,
  colour,
  dashed,
  interactive,
  onClick,
  children,
}: {
  shape: Shape;
  colour: string;
  dashed?: boolean;
  interactive: boolean;
  onClick?: () => void;
  children?: ReactNode;
}) {
  const pathOptions = { color: colour, fillColor: colour, fillOpacity: 0.2, weight: 2, dashArray: dashed ? '6 4' : '' };
  const eventHandlers = onClick ? { click: onClick } : {};
  // `interactive` is read when Leaflet creates the layer: the key makes a new one when it changes.
  const key = interactive ? 'on' : 'off';
  if (shape.kind === 'circle') {
    return (
      <Circle
        key={key}
        center={toLatLng(shape.centre)}
        radius={shape.radius}
        pathOptions={pathOptions}
        interactive={interactive}
        eventHandlers={eventHandlers}
      >
        {children}
      </Circle>
    );
  }
  return (
    <Polygon
      key={key}
      positions={outlineOf(shape).map(toLatLng)}
      pathOptions={pathOptions}
      interactive={interactive}
      eventHandlers={eventHandlers}
    >
      {children}
    </Polygon>
  );
}

/** Presses, drags and clicks on the map feed the drawing state machine. */
function DrawEvents({ draw, onDraw }: { draw: DrawState; onDraw: ZoneMapProps['onDraw'] }) {
  const map = useMap();
  const sizing = (draw.step === 'ready' && draw.mode !== 'custom') || draw.step === 'sizing';
  const tracing = (draw.step === 'ready' && draw.mode === 'custom') || draw.step === 'tracing';
  useEffect(() => {
    // Dragging out a circle or square must not pan the map.
    if (sizing) map.dragging.disable();
    else map.dragging.enable();
    map.getContainer().style.cursor = sizing || tracing ? 'crosshair' : '';
  }, [map, sizing, tracing]);
  useMapEvents({
    mousedown: (e) => sizing && onDraw({ type: 'press', at: fromEvent(e) }),
    mousemove: (e) => draw.step === 'sizing' && onDraw({ type: 'move', size: metresFrom(draw.centre, e) }),
    mouseup: (e) => draw.step === 'sizing' && onDraw({ type: 'release', size: metresFrom(draw.centre, e) }),
    click: (e) => tracing && onDraw({ type: 'click', at: fromEvent(e) }),
  });
  return null;
}

function dragged(e: { target: LeafletMarker }): LngLat {
  const at = e.target.getLatLng();
  return [at.lng, at.lat];
}

/** Handles on the shape being edited: move (centre), resize (east edge) or one per vertex. */
function Handles({ shape, onEdit, texts }: { shape: Shape; onEdit: ZoneMapProps['onEdit']; texts: ZoneMapTexts }) {
  const resize = resizeHandleOf(shape);
  return (
    <>
      <Marker
        position={toLatLng(centreOf(shape))}
        icon={icons.move}
        draggable
        title={texts.moveHandle}
        alt={texts.moveHandle}
        eventHandlers={{ drag: (e) => onEdit(moveShape(shape, dragged(e))) }}
      />
      {resize && (
        <Marker
          position={toLatLng(resize)}
          icon={icons.resize}
          draggable
          title={texts.resizeHandle}
          alt={texts.resizeHandle}
          eventHandlers={{ drag: (e) => onEdit(resizeShape(shape, dragged(e))) }}
        />
      )}
      {shape.kind === 'custom' &&
        shape.ring.map((vertex, i) => (
          <Marker
            key={i}
            position={toLatLng(vertex)}
            icon={icons.vertex}
            draggable
            title={texts.vertexHandle(i + 1)}
            alt={texts.vertexHandle(i + 1)}
            eventHandlers={{ drag: (e) => onEdit(moveVertex(shape, i, dragged(e))) }}
          />
        ))}
    </>
  );
}

/**
 * The delivery-zone board: the store's pin, every zone in its colour with its name, the shape
 * being drawn or edited with its handles, and the tools' extra layers. No leaflet-draw: drawing
 * is the small state machine of drawing.ts fed by the map's pointer events.
 */
export default function ZoneMap(props: ZoneMapProps) {
  const { centre, tileUrl, zones, selectedId, shapeEdit, draftColour, draw, onDraw, onSelect, onEdit, texts } = props;
  const drawing = draw.step !== 'idle';
  const preview = previewOf(draw);
  const shapes = useMemo(() => zones.map((z) => ({ zone: z, shape: zoneToShape(z) })), [zones]);
  const selected = shapes.find((s) => s.zone._id === selectedId);
  const editing = selected && !drawing ? (shapeEdit ?? selected.shape) : null;
  return (
    <MapContainer
      center={toLatLng(centre)}
      zoom={12}
      style={{ height: props.height, width: '100%', borderRadius: 4 }}
      scrollWheelZoom={false}
      doubleClickZoom={false}
    >
      <MapTiles tileUrl={tileUrl} attribution={texts.attribution} />
      <Marker position={toLatLng(centre)} icon={storePin} title={texts.pin} alt={texts.pin} interactive={false} />
      {shapes.map(({ zone, shape }) => (
        <ShapeLayer
          key={zone._id}
          shape={editing && zone._id === selectedId ? editing : shape}
          colour={zone.colour}
          dashed={!!editing && zone._id === selectedId}
          interactive={!drawing}
          onClick={() => onSelect(zone._id)}
        >
          <Tooltip permanent direction="center" className="zone-name">
            {zone.name}
          </Tooltip>
        </ShapeLayer>
      ))}
      {preview && <ShapeLayer shape={preview} colour={draftColour} dashed interactive={false} />}
      {draw.step === 'tracing' && (
        <>
          <Polyline
            positions={draw.vertices.map(toLatLng)}
            pathOptions={{ color: draftColour, dashArray: '6 4' }}
            interactive={false}
          />
          {draw.vertices.map((v, i) => (
            <Marker
              key={i}
              position={toLatLng(v)}
              icon={i === 0 ? icons.first : icons.vertex}
              title={i === 0 ? texts.firstVertex : texts.vertexHandle(i + 1)}
              alt={i === 0 ? texts.firstVertex : texts.vertexHandle(i + 1)}
              // Clicking the first vertex closes the ring; the others do nothing.
              eventHandlers={i === 0 ? { click: () => onDraw({ type: 'finish' }) } : {}}
            />
          ))}
        </>
      )}
      {editing && <Handles shape={editing} onEdit={onEdit} texts={texts} />}
      <DrawEvents draw={draw} onDraw={onDraw} />
      {props.children}
    </MapContainer>
  );
}
