/** The process logger's lines, parsed, for the duration of a test file (or until `restore`). */
import { createLogger, replaceLogger } from '@/lib/log/logger';

export type LogLine = Record<string, unknown> & { msg: string; level: number };

export function captureLogs() {
  const lines: LogLine[] = [];
  const restore = replaceLogger(
    createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } }),
  );
  return {
    lines,
    restore,
    /** Every line carrying `requestId`. */
    withId: (requestId: string) => lines.filter((l) => l.requestId === requestId),
    clear: () => void lines.splice(0),
  };
}
