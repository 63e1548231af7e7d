'use client';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSaveRoom } from '@/lib/api/floor-plan';
import { ApiError } from '@/lib/api/api-error';
import { downloadHref } from '@/lib/download';
import type { FloorRoom } from '@/lib/contract/floor-plan';
import { roomCapacity, type RoomDocument } from '@/lib/contract/plain/floor-plan';
import { CANVAS_HEIGHT } from './canvas-constants';
import { CombinationsPanel } from './CombinationsPanel';
import { EditorToolbar } from './EditorToolbar';
import { ElementPalette } from './ElementPalette';
import { isTyping, keyCommand } from './editor-keys';
import type { CanvasControls } from './FloorCanvas';
import { PropertiesPanel } from './PropertiesPanel';
import { documentSignature, resizeRoom, setCombination } from './room-edits';
import { localProblems, problemsByElement, problemsOf, type SaveProblem } from './save-problems';
import { SaveProblems } from './SaveProblems';
import { TableList } from './TableList';
import { useEditCommands } from './use-edit-commands';
import { useRoomEditor } from './use-room-editor';

// fabric loads with the editor's canvas, never with the page; the placeholder has the canvas's size.
const FloorCanvas = dynamic(() => import('./FloorCanvas'), {
  ssr: false,
  loading: () => <Skeleton variant="rectangular" height={CANVAS_HEIGHT} sx={{ borderRadius: 1 }} />,
});

/** What the editor changes of a saved room (its name changes through its own call). */
export const documentOf = (room: FloorRoom): RoomDocument => ({
  name: room.name,
  width: room.width,
  height: room.height,
  elements: room.elements,
  combinations: room.combinations.map((c) => ({ name: c.name, table_ids: c.table_ids })),
});

interface Props {
  room: FloorRoom;
  /** Table numbers of the location's other rooms: new tables take a number none of them has. */
  otherNumbers: ReadonlySet<string>;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One room in the editor: the palette and tools, the plan (fabric), the selected element's
 * properties, the accessible table list and the combinations, all on one document with undo and
 * redo. Save writes the whole room; what it refuses is shown on the elements it names.
 */
export function RoomEditor({ room, otherNumbers, onDirtyChange }: Props) {
  const t = useTranslations();
  const helpId = useId();
  const editor = useRoomEditor(documentOf(room));
  const controls = useRef<CanvasControls | null>(null);
  const [snap, setSnap] = useState(true);
  const [problems, setProblems] = useState<SaveProblem[]>([]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const save = useSaveRoom();
  const commands = useEditCommands(editor, controls, otherNumbers, snap);

  // The saved room as last read: what "unsaved" compares with. A reply that changes it (a save, a
  // rename) replaces what is edited only when nothing was changed meanwhile.
  const [saved, setSaved] = useState(room);
  const baseline = documentSignature(documentOf(saved));
  const current = documentSignature(editor.doc);
  if (room !== saved) {
    setSaved(room);
    const next = documentOf(room);
    if (current === baseline && documentSignature(next) !== current) editor.load(next);
  }
  const dirty = current !== baseline;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const byElement = useMemo(() => problemsByElement(problems), [problems]);
  const problemIds = useMemo(() => new Set(byElement.keys()), [byElement]);
  const capacity = roomCapacity(editor.doc.elements);

  const onSave = () => {
    const body = { ...editor.doc, name: room.name };
    const local = localProblems(body, (key) => t(key as 'validation.required'));
    setProblems(local);
    if (local.length) return;
    save.mutate(
      { id: room._id, body },
      {
        onError: (err) => {
          if (!(err instanceof ApiError) || err.endsSession) return;
          // Field errors go on their elements; anything else (a conflict, the network) above the plan.
          setProblems(err.isValidation ? problemsOf(err.fieldErrors, body) : [{ texts: [err.message] }]);
        },
      },
    );
  };
  const exportPng = () => {
    const png = controls.current?.exportPng();
    if (png) downloadHref(png, t('floorPlan.export.fileName', { room: room.name.replace(/[^\p{L}\p{N}]+/gu, '-') }));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (isTyping(e.target)) return;
    const command = keyCommand(e);
    if (!command) return;
    const needsSelection = !['undo', 'redo'].includes(command.type);
    if (needsSelection && editor.selection.length === 0) return;
    e.preventDefault();
    if (command.type === 'undo') editor.undo();
    else if (command.type === 'redo') editor.redo();
    else if (command.type === 'duplicate') commands.duplicate();
    else if (command.type === 'remove') commands.remove();
    else if (command.type === 'nudge') commands.nudge(command.dx, command.dy);
    else if (command.type === 'rotate') commands.rotate(command.by);
    else editor.select([]);
  };

  return (
    <Stack spacing={2} onKeyDown={onKeyDown} data-testid="room-editor">
      <ElementPalette onAdd={(kind) => commands.add(kind)} />
      <EditorToolbar
        state={{
          canUndo: editor.canUndo,
          canRedo: editor.canRedo,
          hasSelection: editor.selection.length > 0,
          snap,
          dirty,
          saving: save.isPending,
        }}
        actions={{
          undo: editor.undo,
          redo: editor.redo,
          duplicate: commands.duplicate,
          remove: () => commands.remove(),
          rotate: commands.rotate,
          zoom: (factor) => controls.current?.zoomBy(factor),
          fit: () => controls.current?.fit(),
          setSnap,
          exportPng,
          save: onSave,
        }}
      />
      <Typography role="status" data-testid="room-capacity">
        {t('floorPlan.capacity', { tables: capacity.tables, min: capacity.min_seats, max: capacity.max_seats })}
      </Typography>
      {problems.length > 0 && (
        <SaveProblems problems={problems} doc={editor.doc} onShow={(key) => editor.select([key])} />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 320px' } }}>
        <Box>
          <FloorCanvas
            width={editor.doc.width}
            height={editor.doc.height}
            elements={editor.doc.elements}
            selection={editor.selection}
            problemIds={problemIds}
            snap={snap}
            label={t('floorPlan.canvas.label', { room: room.name })}
            describedBy={helpId}
            controlsRef={controls}
            onSelect={editor.select}
            onChange={commands.patchMany}
            onDropKind={(kind, at) => commands.place(kind, at)}
          />
          <Typography id={helpId} variant="caption" color="text.secondary">
            {t('floorPlan.canvas.help')}
          </Typography>
        </Box>
        <PropertiesPanel
          doc={editor.doc}
          selection={editor.selection}
          problems={byElement}
          onPatch={commands.patch}
          onResizeRoom={(w, h) => editor.apply((d) => resizeRoom(d, w, h))}
        />
      </Box>
      <TableList
        roomName={room.name}
        doc={editor.doc}
        selection={editor.selection}
        problems={byElement}
        focusKey={focusKey}
        onPatch={commands.patch}
        onSelect={editor.select}
        onRemove={(id) => commands.remove([id])}
        onAdd={() => setFocusKey(commands.add('round'))}
      />
      <CombinationsPanel doc={editor.doc} onApply={(i, value) => editor.apply((d) => setCombination(d, i, value))} />
    </Stack>
  );
}
