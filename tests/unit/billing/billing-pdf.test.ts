/** The invoice PDF writer: what it writes reads back, accents and PDF syntax characters included. */
import { readPdfText, writePdf } from '@/server/services/billing-pdf';

test('a valid PDF 1.4 whose lines read back as written', () => {
  const pdf = writePdf(
    [
      { text: 'Facture INV-0001', size: 18, bold: true },
      { text: 'Chez Ada (Montréal) \\ café' },
      { text: '99,00 $ US' },
    ],
    'Facture INV-0001',
  );
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  expect(readPdfText(pdf)).toEqual(['Facture INV-0001', 'Chez Ada (Montréal) \\ café', '99,00 $ US']);
});

test('the cross-reference table points at each object', () => {
  const pdf = writePdf([{ text: 'Total' }]).toString('latin1');
  const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
  expect(pdf.slice(xref, xref + 4)).toBe('xref');
  const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
});

test('French typography: the curly apostrophe and narrow spaces, a character outside WinAnsi as "?"', () => {
  const text = readPdfText(writePdf([{ text: 'Payée l’an 2025 : 1\u202f000,00 $ ✓' }]));
  expect(text).toEqual(['Payée l’an 2025 : 1 000,00 $ ?']);
});
