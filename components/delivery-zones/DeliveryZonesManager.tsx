'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { LazyConfirmDialog } from '@/components/ui/LazyConfirmDialog';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/ListStates';
import linkStyles from '@/components/ui/plain-link.module.css';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { deliveryZonesQuery, useDeleteZone } from '@/lib/api/delivery-zones';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';
import { paths } from '@/lib/paths';
import styles from './delivery-zones.module.css';
import { DrawToolbar } from './DrawToolbar';
import { canFinish, drawReducer, idle, type DrawEvent, type LngLat, type Shape } from './drawing';
import { ZoneList } from './ZoneList';
import { zoneTools, type ZoneToolContext, type ZoneToolSlots } from './zone-tool-slots';
import type { ZoneMapTexts } from './ZoneMap';

const MAP_HEIGHT = 520;
/**
 * SPEC §9: the board's zone index is back at 100 after every zone action. The map is its own
 * stacking context at 100, so Leaflet's panes (400–1000) never cover the app bar or the drawers.
 */
export const BOARD_Z_INDEX = 100;
const DRAFT_COLOUR = '#1e88e5';

// Leaflet loads with the map, never in the page's first-load JS; the placeholder has its size.
const ZoneMap = dynamic(() => import('./ZoneMap'), {
  ssr: false,
  loading: () => <PlainSkeleton variant="rounded" height={MAP_HEIGHT} />,
});

/** The zone form (react-hook-form, zod, the shape helpers) loads when it first opens. */
const ZoneDrawer = dynamic(() => import('./ZoneDrawer').then((m) => m.ZoneDrawer), { ssr: false });

interface Props {
  kind: ZoneKind;
  tileUrl: string;
  /** The tools' parts (overlaps, address tester, import/export, past orders). */
  slots?: ZoneToolSlots;
}

/** What the drawer is editing: a new zone with its drawn shape, or a saved zone (with a moved shape, if any). */
type Editing = { zone: DeliveryZone | undefined; shape: Shape | null } | null;

/**
 * /manage/delivery-zones and /manage/catering-delivery-zones: the location's zones of one kind on
 * a map centred on the store's pin, drawn with the mouse, listed beside it with their terms, and
 * edited in a drawer. Its first screen is plain elements (delivery-zones.module.css): MUI's Box,
 * Stack, Alert, Button and Skeleton hydrating on a phone's first screen cost Lighthouse TBT (issue
 * 11). The map, the zone drawer and the delete dialog load when needed and keep theirs.
 */
export function DeliveryZonesManager({ kind, tileUrl, slots = zoneTools }: Props) {
  const t = useTranslations('deliveryZones');
  const { current, loaded } = useCurrentLocation();
  const query = useQuery(deliveryZonesQuery());
  const remove = useDeleteZone(kind);
  const [draw, dispatch] = useReducer(drawReducer, idle);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [shapeEdit, setShapeEdit] = useState<Shape | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DeliveryZone | null>(null);

  // Another location chosen in the switcher: nothing drawn or selected on the last one carries over.
  // (The first known location is not a switch: the session's location may load after the page.)
  const [shownLocation, setShownLocation] = useState(current?._id);
  if (current?._id && current._id !== shownLocation) {
    setShownLocation(current._id);
    if (shownLocation) {
      setSelectedId(null);
      setShapeEdit(null);
      setEditing(null);
      dispatch({ type: 'cancel' });
    }
  }

  const location = query.data?.location;
  const zones = useMemo(
    () => (kind === 'catering' ? location?.catering.delivery_zones : location?.delivery.delivery_zones) ?? [],
    [kind, location],
  );
  const selected = zones.find((z) => z._id === selectedId) ?? null;
  const pin = current?.address.geo_location?.coordinates as LngLat | undefined;

  const select = useCallback((id: string | null) => {
    setSelectedId(id);
    setShapeEdit(null);
  }, []);
  // Why the last Finish was refused (a ring that crosses itself): shown until the drawing changes.
  const [ringError, setRingError] = useState<string | null>(null);
  const onDraw = useCallback(
    (event: DrawEvent) => {
      if (event.type === 'choose') select(null);
      setRingError(null);
      if (event.type === 'finish' && draw.step === 'tracing' && canFinish(draw)) {
        // The outline is checked before its form opens, while a corner can still be undone; the
        // geometry (turf) loads only then, not with the page.
        const ring = [...draw.vertices, draw.vertices[0]!];
        void import('@/lib/contract/zone-geometry').then(({ validateRing }) => {
          const error = validateRing(ring);
          if (error) setRingError(error);
          else dispatch(event);
        });
        return;
      }
      dispatch(event);
    },
    [select, draw],
  );
  const ctx: ZoneToolContext = { kind, zones, selectedId, select };

  // A finished drawing opens the form of the new zone; the shape stays on the map meanwhile.
  const drawnShape = draw.step === 'drawn' ? draw.shape : null;
  const drawerTarget: Editing = editing ?? (drawnShape ? { zone: undefined, shape: drawnShape } : null);
  // After the drawer closed: a saved shape is the zone's now, a dropped drawing is gone. A moved
  // shape whose save was cancelled stays on the map, to be saved or undone.
  const closeDrawer = () => {
    setEditing(null);
    dispatch({ type: 'cancel' });
  };

  const texts: ZoneMapTexts = {
    attribution: t('map.attribution'),
    pin: t('map.pin'),
    moveHandle: t('map.moveHandle'),
    resizeHandle: t('map.resizeHandle'),
    vertexHandle: (n) => t('map.vertexHandle', { n }),
    firstVertex: t('map.firstVertex'),
  };

  if (kind === 'catering' && location && !location.catering.status) {
    return (
      <PlainAlert severity="info" data-testid="catering-off">
        {t('cateringOff')}{' '}
        <NextLink className={linkStyles.link} href={paths.cateringSettings}>
          {t('cateringSettingsLink')}
        </NextLink>
      </PlainAlert>
    );
  }
  if (loaded && !pin) {
    return (
      <PlainAlert severity="warning" data-testid="no-pin">
        {t('noPin')}{' '}
        <NextLink className={linkStyles.link} href={`${paths.storeSetup}?tab=store`}>
          {t('noPinLink')}
        </NextLink>
      </PlainAlert>
    );
  }

  let list;
  if (query.isPending) list = <ListSkeleton label={t('loading')} rows={3} rowHeight={72} spacing={1} />;
  else if (isFirstLoadFailure(query))
    list = <ListError message={query.error.message} retryLabel={t('retry')} onRetry={() => void query.refetch()} />;
  else if (zones.length === 0)
    list = (
      <ListEmpty
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <PlainButton variant="contained" onClick={() => onDraw({ type: 'choose', mode: 'circle' })}>
            {t('empty.action')}
          </PlainButton>
        }
      />
    );
  else
    list = (
      <ZoneList
        zones={zones}
        selectedId={selectedId}
        onSelect={(z) => select(z._id)}
        onEdit={(z) => {
          select(z._id);
          setEditing({ zone: z, shape: null });
        }}
        onDelete={setDeleting}
        extra={slots.rowExtra && ((z) => slots.rowExtra!(z, ctx))}
      />
    );

  return (
    // The map two thirds wide beside the list from md up, stacked below: a CSS grid.
    <div className={styles.layout}>
      <div className={styles.column}>
        <DrawToolbar draw={draw} onDraw={onDraw} error={ringError} />
        <div data-testid="zone-board" className={styles.board} style={{ zIndex: BOARD_Z_INDEX }}>
          {pin ? (
            <ZoneMap
              // Another location (the switcher) opens a new map on its own pin.
              key={current?._id}
              centre={pin}
              tileUrl={tileUrl}
              zones={zones}
              selectedId={selectedId}
              shapeEdit={shapeEdit}
              draftColour={DRAFT_COLOUR}
              draw={draw}
              onDraw={onDraw}
              onSelect={select}
              onEdit={setShapeEdit}
              texts={texts}
              height={MAP_HEIGHT}
            >
              {slots.mapLayers?.(ctx)}
            </ZoneMap>
          ) : (
            <PlainSkeleton variant="rounded" height={MAP_HEIGHT} />
          )}
        </div>
        {selected && shapeEdit && (
          <PlainAlert
            severity="info"
            action={
              <div className={styles.shapeActions}>
                <PlainButton color="inherit" onClick={() => setShapeEdit(null)}>
                  {t('shape.undo')}
                </PlainButton>
                <PlainButton
                  variant="contained"
                  size="small"
                  onClick={() => setEditing({ zone: selected, shape: shapeEdit })}
                >
                  {t('shape.save')}
                </PlainButton>
              </div>
            }
          >
            {t('shape.changed', { name: selected.name })}
          </PlainAlert>
        )}
      </div>
      <div className={styles.side}>
        {list}
        {slots.tools?.(ctx)}
      </div>
      {drawerTarget && (
        <ZoneDrawer
          kind={kind}
          zone={drawerTarget.zone}
          shape={drawerTarget.shape}
          colour={DRAFT_COLOUR}
          onSaved={() => setShapeEdit(null)}
          onClose={closeDrawer}
        />
      )}
      <LazyConfirmDialog
        open={!!deleting}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              if (deleting._id === selectedId) select(null);
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
