'use client';
import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import type { Order } from '@/lib/contract';
import { OrdersEmpty } from './OrdersEmpty';
import { useGridLocaleText } from '@/components/ui/use-grid-locale';

export type OrdersGridProps = Omit<
  DataGridProps<Order>,
  'getRowId' | 'onRowClick' | 'onCellKeyDown' | 'localeText' | 'slots'
> & {
  /** The grid's accessible name. */
  label: string;
  /** Opens an order (the drawer), by click or by Enter. */
  onOpen: (id: string) => void;
  emptyTitle: string;
  emptyHint: string;
};

/** Orders as rows the way both order lists show them (history, future orders); paging and sorting are the caller's. */
export function OrdersDataGrid({ label, onOpen, emptyTitle, emptyHint, ...grid }: OrdersGridProps) {
  const localeText = useGridLocaleText();
  return (
    <DataGrid
      {...grid}
      aria-label={label}
      getRowId={(r) => r._id}
      onRowClick={({ row }) => onOpen(row._id)}
      // Keyboard users open the order from any of its cells.
      onCellKeyDown={({ row }, e) => e.key === 'Enter' && onOpen(row._id)}
      disableColumnMenu
      disableRowSelectionOnClick
      autoHeight
      localeText={localeText}
      slots={{ noRowsOverlay: () => <OrdersEmpty title={emptyTitle} hint={emptyHint} /> }}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '--DataGrid-overlayHeight': '220px',
      }}
    />
  );
}
