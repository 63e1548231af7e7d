import { roomProblems, roomProblemTexts, type RoomDocument } from '@/lib/contract/plain/floor-plan';

/** One thing the room cannot be saved with, tied to what it is about. */
export interface SaveProblem {
  /** The element it is about, by key (the list and the plan mark it). */
  elementKey?: string;
  /** The combination it is about, by index. */
  combination?: number;
  texts: string[];
}

const ELEMENT = /^elements\.(\d+)(?:\.|$)/;
const COMBINATION = /^combinations\.(\d+)(?:\.|$)/;

/**
 * The API's field errors of a save (`elements.3.number`, `elements.3`, `combinations.0.table_ids`,
 * `name` …) tied to the elements of the document that was sent, one entry per element, combination
 * or room field, in the order of the document.
 */
export function problemsOf(errors: Record<string, string[]>, sent: RoomDocument): SaveProblem[] {
  const byElement = new Map<string, SaveProblem>();
  const byCombination = new Map<number, SaveProblem>();
  const room: SaveProblem = { texts: [] };
  for (const [field, texts] of Object.entries(errors)) {
    const element = ELEMENT.exec(field);
    const combination = COMBINATION.exec(field);
    const key = element ? sent.elements[Number(element[1])]?._id : undefined;
    let entry = room;
    if (key) {
      entry = byElement.get(key) ?? { elementKey: key, texts: [] };
      byElement.set(key, entry);
    } else if (combination) {
      const index = Number(combination[1]);
      entry = byCombination.get(index) ?? { combination: index, texts: [] };
      byCombination.set(index, entry);
    }
    for (const text of texts) if (!entry.texts.includes(text)) entry.texts.push(text);
  }
  const order = new Map(sent.elements.map((e, i) => [e._id, i]));
  return [
    ...(room.texts.length ? [room] : []),
    ...[...byElement.values()].sort((a, b) => order.get(a.elementKey!)! - order.get(b.elementKey!)!),
    ...[...byCombination.values()].sort((a, b) => a.combination! - b.combination!),
  ];
}

/** The rules the API applies across fields, checked before sending: the same problems, without a call. */
export function localProblems(doc: RoomDocument, translate: (key: string) => string): SaveProblem[] {
  const errors: Record<string, string[]> = {};
  for (const p of roomProblems(doc)) (errors[p.path.join('.')] ??= []).push(translate(roomProblemTexts[p.code]));
  return problemsOf(errors, doc);
}

/** Texts per element key, for the plan's red frames and the fields of the list and properties. */
export const problemsByElement = (problems: readonly SaveProblem[]) =>
  new Map(problems.filter((p) => p.elementKey).map((p) => [p.elementKey!, p.texts]));
