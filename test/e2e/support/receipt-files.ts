import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Receipt files made on the spot: a real PNG (a white slip with dark "text" lines) and a real one-page
 * PDF. `paddingBytes` adds an ancillary PNG chunk that decoders skip, to make the upload take long
 * enough under throttling for its progress bar to be seen.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(width: number, height: number, rows: Buffer[], extraChunks: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extraChunks,
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A big phone photo that no PNG compression can shrink: every pixel random. 2400 × 1700 is
 * 12.2 MB (3 bytes a pixel), over the 10 MB upload rule; not square, so a kept aspect ratio shows.
 */
export function noisyPhotoPng({ width = 2400, height = 1700 } = {}): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) rows.push(Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]));
  return png(width, height, rows);
}

export function receiptPng({ width = 240, height = 320, paddingBytes = 0 } = {}): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 0xff); // filter byte 0, then white RGB
    row[0] = 0;
    const textLine = y > 24 && y % 18 < 6 && y < height - 24;
    if (textLine) {
      const lineEnd = 24 + ((y * 37) % (width - 64));
      for (let x = 24; x < Math.max(lineEnd, 80); x++) row.fill(0x33, 1 + x * 3, 4 + x * 3);
    }
    rows.push(row);
  }
  return png(width, height, rows, paddingBytes > 0 ? [chunk('quIz', Buffer.alloc(paddingBytes, 0x2a))] : []);
}

export function receiptPdf(text = 'Receipt: permit fee'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
