'use client';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import {
  Button,
  FormControl,
  IconButton,
  NativeSelect,
  OutlinedInput,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import { isTable, tableShapes, type RoomDocument, type TableShape } from '@/lib/contract/plain/floor-plan';
import { CommitField } from './CommitField';
import { shapePatch, type ElementPatch } from './room-edits';
import { useParsers } from './use-parsers';

interface Props {
  roomName: string;
  doc: RoomDocument;
  selection: readonly string[];
  problems: ReadonlyMap<string, string[]>;
  /** The table whose number field takes the focus (the one just added from here). */
  focusKey: string | null;
  onPatch: (patch: ElementPatch) => void;
  onSelect: (ids: string[]) => void;
  onRemove: (id: string) => void;
  onAdd: () => void;
}

/**
 * The room's tables as a table of fields: everything the canvas does to a table's number, shape and
 * seats, done from the keyboard and read by a screen reader (a canvas alone locks those users out).
 * A change here is drawn on the plan at once, and the plan's changes show here.
 */
export function TableList({ roomName, doc, selection, problems, focusKey, onPatch, onSelect, onRemove, onAdd }: Props) {
  const t = useTranslations('floorPlan');
  const format = useFormatter();
  const parse = useParsers();
  const tables = doc.elements.filter(isTable);
  const cm = (v: number) => format.number(v, { maximumFractionDigits: 1 });
  const small = (minWidth: number) => ({ size: 'small', sx: { minWidth } }) as const;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="floor-table-list-title">
      <Typography id="floor-table-list-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, p: 2, pb: 1 }}>
        {t('list.title', { room: roomName })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="floor-table-list-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('list.number')}</TableCell>
              <TableCell>{t('list.shape')}</TableCell>
              <TableCell>{t('list.minSeats')}</TableCell>
              <TableCell>{t('list.maxSeats')}</TableCell>
              <TableCell>{t('list.position')}</TableCell>
              <TableCell>{t('list.room')}</TableCell>
              <TableCell align="right">{t('list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tables.map((e) => {
              const selected = selection.includes(e._id);
              const n = { number: e.number };
              return (
                <TableRow key={e._id} selected={selected} data-table={e.number} data-key={e._id}>
                  <TableCell>
                    <CommitField
                      {...small(100)}
                      value={e.number}
                      parse={parse.tableNumber}
                      onCommit={(v) => onPatch({ _id: e._id, number: v })}
                      problem={problems.get(e._id)?.join(' ')}
                      autoFocus={e._id === focusKey}
                      slotProps={{ htmlInput: { 'aria-label': t('list.numberOf', n) } }}
                    />
                  </TableCell>
                  <TableCell>
                    {/* A native select drawn as the text fields beside it (TextField's defaults: full
                        width, normal margin), without TextField, which imports MUI's Select and Menu. */}
                    <FormControl {...small(150)} variant="outlined" margin="normal" fullWidth>
                      <NativeSelect
                        input={<OutlinedInput fullWidth />}
                        value={e.shape}
                        onChange={(ev) => onPatch(shapePatch(e, ev.target.value as TableShape))}
                        inputProps={{ 'aria-label': t('list.shapeOf', n) }}
                      >
                        {tableShapes.map((s) => (
                          <option key={s} value={s}>
                            {t(`shapes.${s}`)}
                          </option>
                        ))}
                      </NativeSelect>
                    </FormControl>
                  </TableCell>
                  <TableCell>
                    <CommitField
                      {...small(80)}
                      value={String(e.min_seats)}
                      parse={parse.seats}
                      onCommit={(v) => onPatch({ _id: e._id, min_seats: Number(v) })}
                      slotProps={{ htmlInput: { 'aria-label': t('list.minSeatsOf', n), inputMode: 'numeric' } }}
                    />
                  </TableCell>
                  <TableCell>
                    <CommitField
                      {...small(80)}
                      value={String(e.max_seats)}
                      parse={parse.seats}
                      onCommit={(v) => onPatch({ _id: e._id, max_seats: Number(v) })}
                      slotProps={{ htmlInput: { 'aria-label': t('list.maxSeatsOf', n), inputMode: 'numeric' } }}
                    />
                  </TableCell>
                  <TableCell data-testid="table-position" data-x={e.x} data-y={e.y} data-angle={e.angle}>
                    {t('list.positionText', { x: cm(e.x), y: cm(e.y), angle: cm(e.angle) })}
                  </TableCell>
                  <TableCell>{roomName}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('list.select', n)}
                      aria-pressed={selected}
                      color={selected ? 'primary' : 'default'}
                      onClick={() => onSelect([e._id])}
                    >
                      <AdsClickIcon />
                    </IconButton>
                    <IconButton aria-label={t('list.remove', n)} onClick={() => onRemove(e._id)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {tables.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pt: 1 }}>
          {t('list.empty')}
        </Typography>
      )}
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ m: 1 }}>
        {t('list.add')}
      </Button>
    </Paper>
  );
}
