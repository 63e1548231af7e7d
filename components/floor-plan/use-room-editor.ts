'use client';
import { useCallback, useMemo, useReducer } from 'react';
import type { RoomDocument } from '@/lib/contract/plain/floor-plan';
import { canRedo, canUndo, record, redo, startHistory, undo, type History } from './history';

interface State {
  history: History<RoomDocument>;
  /** Keys of the selected elements; not part of the history (undo does not reselect). */
  selection: string[];
}

type Action =
  | { type: 'apply'; edit: (doc: RoomDocument) => RoomDocument; mergeKey: string | null; select?: string[] }
  | { type: 'select'; ids: string[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'load'; doc: RoomDocument };

/** The selection, less what no longer exists. */
const present = (selection: string[], doc: RoomDocument) => {
  const keys = new Set(doc.elements.map((e) => e._id));
  const kept = selection.filter((id) => keys.has(id));
  return kept.length === selection.length ? selection : kept;
};

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'apply': {
      const history = record(state.history, action.edit(state.history.present), action.mergeKey);
      return { history, selection: present(action.select ?? state.selection, history.present) };
    }
    case 'select':
      return { ...state, selection: present(action.ids, state.history.present) };
    case 'undo':
    case 'redo': {
      const history = (action.type === 'undo' ? undo : redo)(state.history);
      return { history, selection: present(state.selection, history.present) };
    }
    case 'load':
      return { history: startHistory(action.doc), selection: present(state.selection, action.doc) };
  }
}

export interface EditOptions {
  /** Changes of one run (arrow-key nudges of one selection) merge into one step to undo. */
  mergeKey?: string;
  /** What is selected after the change (the placed or duplicated elements). */
  select?: string[];
}

/** The room being edited: its document with undo and redo, and the selection. */
export function useRoomEditor(initial: RoomDocument) {
  const [state, dispatch] = useReducer(reducer, undefined, () => ({ history: startHistory(initial), selection: [] }));
  const apply = useCallback(
    (edit: (doc: RoomDocument) => RoomDocument, { mergeKey, select }: EditOptions = {}) =>
      dispatch({ type: 'apply', edit, mergeKey: mergeKey ?? null, select }),
    [],
  );
  const actions = useMemo(
    () => ({
      apply,
      select: (ids: string[]) => dispatch({ type: 'select', ids }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      /** A document from the server replaces what is edited, with a fresh history. */
      load: (doc: RoomDocument) => dispatch({ type: 'load', doc }),
    }),
    [apply],
  );
  return {
    doc: state.history.present,
    selection: state.selection,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    ...actions,
  };
}

export type RoomEditorState = ReturnType<typeof useRoomEditor>;
