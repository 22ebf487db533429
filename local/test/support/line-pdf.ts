import { deflateSync } from 'node:zlib';

/** Points between two lines: more than the 2 within which a reader joins text into one line. */
const LINE_STEP = 3;

/**
 * A one-page PDF whose text layer is `lines` lines of one glyph each, on a page tall enough to hold them:
 * the hostile receipt of issue 37 (60,000 lines compress to a few KB). `headLines` are written at the
 * top of the page, so a reader that gets through the glyphs can still find a receipt there.
 */
export function linePdf(lines: number, headLines: readonly string[] = []): Buffer {
  const height = lines * LINE_STEP + 200;
  const glyphs = `(x) Tj 0 -${LINE_STEP} Td\n`.repeat(lines);
  const head = headLines.map((line, index) => `1 0 0 1 20 ${height - 40 - index * 14} Tm (${line}) Tj\n`);
  const stream = deflateSync(
    `BT /F1 1 Tf 20 ${lines * LINE_STEP + 20} Td\n${glyphs}/F1 10 Tf\n${head.join('')}ET`,
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 ${height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ].map((body) => Buffer.from(body));
  objects.push(
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  );
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}
