'use client';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { NativeSelectField } from '@/components/ui/form/NativeSelectField';
import { tableShapes, type RoomDocument, type TableShape } from '@/lib/contract/plain/floor-plan';
import { CommitField } from './CommitField';
import { shapePatch, type ElementPatch } from './room-edits';
import { normalizeAngle } from './snap';
import { useParsers } from './use-parsers';

interface Props {
  doc: RoomDocument;
  selection: readonly string[];
  /** What the last save found wrong, per element key. */
  problems: ReadonlyMap<string, string[]>;
  onPatch: (patch: ElementPatch) => void;
  onResizeRoom: (width: number, height: number) => void;
}

/** The selected element's details (or the room's size when nothing is selected), edited field by field. */
export function PropertiesPanel({ doc, selection, problems, onPatch, onResizeRoom }: Props) {
  const t = useTranslations('floorPlan');
  const parse = useParsers();
  const selected = selection.length === 1 ? doc.elements.find((e) => e._id === selection[0]) : undefined;

  const field = (
    label: string,
    value: number | string,
    parser: (typeof parse)[keyof typeof parse],
    commit: (v: string) => void,
    problem?: string,
  ) => (
    <CommitField
      key={`${selected?._id ?? 'room'}:${label}`}
      label={label}
      size="small"
      fullWidth
      value={String(value)}
      parse={parser}
      onCommit={commit}
      problem={problem}
      slotProps={{ htmlInput: { inputMode: typeof value === 'number' ? 'decimal' : 'text' } }}
    />
  );

  let body;
  if (selection.length > 1) {
    body = (
      <>
        <Typography variant="subtitle2">{t('properties.several', { count: selection.length })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('properties.severalHint')}
        </Typography>
      </>
    );
  } else if (!selected) {
    body = (
      <>
        <Typography variant="body2" color="text.secondary">
          {t('properties.none')}
        </Typography>
        <Typography variant="subtitle2">{t('properties.room')}</Typography>
        {field(t('properties.roomWidth'), doc.width, parse.roomSize, (v) => onResizeRoom(Number(v), doc.height))}
        {field(t('properties.roomHeight'), doc.height, parse.roomSize, (v) => onResizeRoom(doc.width, Number(v)))}
      </>
    );
  } else {
    const e = selected;
    const patch = (p: Omit<ElementPatch, '_id'>) => onPatch({ _id: e._id, ...p });
    const problem = problems.get(e._id)?.join(' ');
    const fixedRatio = e.kind === 'table' && e.shape !== 'rectangle';
    body = (
      <>
        <Typography variant="subtitle2">
          {e.kind === 'table' ? t('list.selected', { number: e.number }) : t(`palette.${e.kind}`)}
        </Typography>
        {e.kind === 'table' && (
          <>
            {field(t('properties.number'), e.number, parse.tableNumber, (v) => patch({ number: v }), problem)}
            {/* The browser's select: MUI's would bring Select, Menu and Popover to the editor. */}
            <NativeSelectField<TableShape>
              size="small"
              fullWidth
              margin="normal"
              label={t('properties.shape')}
              value={e.shape}
              onChange={(shape) => onPatch(shapePatch(e, shape))}
              options={tableShapes.map((s) => ({ value: s, label: t(`shapes.${s}`) }))}
            />
            <Stack direction="row" spacing={1}>
              {field(t('properties.minSeats'), e.min_seats, parse.seats, (v) => patch({ min_seats: Number(v) }))}
              {field(t('properties.maxSeats'), e.max_seats, parse.seats, (v) => patch({ max_seats: Number(v) }))}
            </Stack>
          </>
        )}
        {e.kind === 'label' && field(t('properties.text'), e.text, parse.labelText, (v) => patch({ text: v }), problem)}
        {e.kind !== 'table' && e.kind !== 'label' && problem && (
          <Typography variant="body2" color="error">
            {problem}
          </Typography>
        )}
        {fixedRatio ? (
          field(t('properties.size'), e.width, parse.size, (v) => patch({ width: Number(v), height: Number(v) }))
        ) : (
          <Stack direction="row" spacing={1}>
            {field(t('properties.width'), e.width, parse.size, (v) => patch({ width: Number(v) }))}
            {field(t('properties.height'), e.height, parse.size, (v) => patch({ height: Number(v) }))}
          </Stack>
        )}
        {field(t('properties.angle'), e.angle, parse.angle, (v) => patch({ angle: normalizeAngle(Number(v)) }))}
        {field(t('properties.x'), e.x, parse.position, (v) => patch({ x: Number(v) }))}
        {field(t('properties.y'), e.y, parse.position, (v) => patch({ y: Number(v) }))}
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="floor-properties-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="floor-properties-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('properties.title')}
        </Typography>
        {body}
      </Stack>
    </Paper>
  );
}
