'use client';
import { Divider, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { geocoderQuery } from '@/lib/api/delivery-zone-tools';
import type { DeliveryZone, ZoneKind } from '@/lib/contract/delivery-zones';
import { AddressTester } from './AddressTester';
import { OverlapNotes } from './OverlapNotes';
import { PastOrders } from './PastOrders';
import { setToolState } from './tool-state';
import { useToolView, useZoneStats } from './use-tool-view';
import { ZoneTransfer } from './ZoneTransfer';

/** The editor's tools beside the map: address tester, overlaps, past orders, import/export/copy. */
export function ZoneToolsPanel({ kind, zones }: { kind: ZoneKind; zones: DeliveryZone[] }) {
  const { state, point, quote, pairs, locationId } = useToolView(kind, zones);
  const stats = useZoneStats(kind, zones);
  // The address search is offered when the portal's server has a geocoder (GEOCODER_URL).
  const geocoder = useQuery(geocoderQuery());
  return (
    <Stack spacing={2} divider={<Divider flexItem />} data-testid="zone-tools">
      <AddressTester
        point={point}
        quote={quote}
        onPoint={(at) => locationId && setToolState(kind, { test: { at, locationId } })}
        picking={state.picking}
        onPicking={(picking) => setToolState(kind, { picking })}
        geocoder={geocoder.isSuccess}
      />
      <OverlapNotes pairs={pairs} />
      <PastOrders
        shown={state.showOrders}
        onShown={(showOrders) => setToolState(kind, { showOrders })}
        count={stats.data?.points.length}
      />
      <ZoneTransfer kind={kind} />
    </Stack>
  );
}
