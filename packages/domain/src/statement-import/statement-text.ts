// A statement's bytes as text (docs/product.md#statement-import-files). Banks export UTF-8 with or without a
// byte-order mark, UTF-16 (spreadsheets' 'Unicode text') and Windows-1252 (older Windows software). The
// WHATWG decoders every browser and Node.js carry read all of them; what they cannot tell apart is guessed
// from the bytes: a byte-order mark, the zero bytes of UTF-16 without one, and UTF-8 that does not decode is
// Windows-1252. Text full of control characters is something else (a spreadsheet, a PDF, an image).

export type StatementEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface StatementText {
  text: string;
  encoding: StatementEncoding;
}

// Bytes looked at to tell UTF-16 without a byte-order mark: ASCII text has a zero in every other byte.
const SNIFF_BYTES = 4096;
// More control characters than this share of the text means the bytes are not text in any of the encodings.
const MAX_CONTROL_SHARE = 0.01;
const [TAB, LINE_FEED, CARRIAGE_RETURN, DELETE, LAST_C1, REPLACEMENT] = [
  0x09, 0x0a, 0x0d, 0x7f, 0x9f, 0xfffd,
];

/**
 * C0 controls but tab and line ends, DEL, C1 controls (what Windows-1252 leaves undefined decodes to these),
 * and U+FFFD, what a decoder puts for bytes it cannot read.
 */
function isControl(code: number): boolean {
  if (code < 0x20) return code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN;
  return (code >= DELETE && code <= LAST_C1) || code === REPLACEMENT;
}

function countControls(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) if (isControl(text.charCodeAt(index))) count += 1;
  return count;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function bomEncoding(bytes: Uint8Array): { encoding: StatementEncoding; length: number } | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { encoding: 'utf-8', length: 3 };
  if (startsWith(bytes, [0xff, 0xfe])) return { encoding: 'utf-16le', length: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** UTF-16 without a byte-order mark: most of the odd (or even) bytes are zero. */
function unmarkedUtf16(bytes: Uint8Array): StatementEncoding | null {
  const length = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  if (length < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) evenZeros += 1;
    if (bytes[index + 1] === 0) oddZeros += 1;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return 'utf-16be';
  return null;
}

function decode(bytes: Uint8Array, encoding: StatementEncoding, fatal: boolean): string {
  return new TextDecoder(encoding, { fatal, ignoreBOM: true }).decode(bytes);
}

function guessedText(bytes: Uint8Array): StatementText {
  const marked = bomEncoding(bytes);
  if (marked)
    return { encoding: marked.encoding, text: decode(bytes.subarray(marked.length), marked.encoding, false) };
  const utf16 = unmarkedUtf16(bytes);
  if (utf16) return { encoding: utf16, text: decode(bytes, utf16, false) };
  try {
    return { encoding: 'utf-8', text: decode(bytes, 'utf-8', true) };
  } catch {
    return { encoding: 'windows-1252', text: decode(bytes, 'windows-1252', false) };
  }
}

/** The file's text and how it was encoded; null when it is not text in any encoding read here. */
export function statementText(bytes: Uint8Array): StatementText | null {
  const read = guessedText(bytes);
  return countControls(read.text) > read.text.length * MAX_CONTROL_SHARE ? null : read;
}
