/**
 * A minimal PDF 1.4 writer (no dependency): one A4-sized page of Helvetica text lines. Text is
 * written in WinAnsiEncoding, so French accents print; a character outside it prints as "?".
 */
export interface PdfLine {
  text: string;
  /** Points; 11 by default. */
  size?: number;
  bold?: boolean;
  /** Points from the left edge; 56 by default. */
  x?: number;
  /** Extra space before the line, in points. */
  gap?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const TOP = 56;
const LEFT = 56;

// WinAnsi bytes of the few characters above Latin-1's range that French texts use.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
};

/** A PDF literal string body: WinAnsi bytes, with \\, ( and ) escaped and the rest octal-escaped. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = WIN_ANSI_EXTRA[ch] ?? ch.codePointAt(0)!;
    const byte = code === 0x202f || code === 0xa0 ? 0x20 : code; // narrow and no-break spaces (French numbers)
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else if (byte <= 0xff) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return out;
}

export function writePdf(lines: PdfLine[], title = ''): Buffer {
  let y = PAGE_HEIGHT - TOP;
  const ops: string[] = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.4;
    ops.push(
      `/${line.bold ? 'F2' : 'F1'} ${size} Tf`,
      `1 0 0 1 ${line.x ?? LEFT} ${y.toFixed(1)} Tm`,
      `(${pdfString(line.text)}) Tj`,
    );
  }
  ops.push('ET');
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfString(title)}) /Producer (Merchant portal) >>`,
  ];
  // Everything written is 7-bit (pdfString escapes the rest), so byte offsets equal string offsets.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The text lines of a PDF written by writePdf, decoded (tests and support read invoices back). */
export function readPdfText(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of text.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
    lines.push(
      m[1]!.replace(/\\([0-7]{3}|.)/g, (_, e: string) => {
        if (/^[0-7]{3}$/.test(e)) {
          const byte = parseInt(e, 8);
          const extra = Object.entries(WIN_ANSI_EXTRA).find(([, b]) => b === byte);
          return extra ? extra[0] : String.fromCharCode(byte);
        }
        return e;
      }),
    );
  }
  return lines;
}
