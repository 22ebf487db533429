import type { ReceiptText } from '@reno/functions/host';

/** Text items whose baselines are this close (in points) are one line. */
const SAME_LINE_POINTS = 2;

interface Line {
  /** Its first item's baseline, rounded: where later items are matched against. */
  y: number;
  /** Lines made earlier win a tie, as they did when rows were searched in order. */
  order: number;
  parts: { x: number; text: string }[];
}

/**
 * Groups text items into lines in one pass: each baseline is looked up among the (at most five) rounded
 * baselines within SAME_LINE_POINTS of it, so the work grows with the items, not items × lines (a PDF
 * of 60,000 one-glyph lines took minutes the quadratic way, issue 37).
 */
export function joinLines(items: readonly { x: number; y: number; text: string }[]): string {
  const byBaseline = new Map<number, Line>();
  const lines: Line[] = [];
  for (const { x, y: exactY, text } of items) {
    const y = Math.round(exactY);
    let line: Line | undefined;
    for (let near = y - SAME_LINE_POINTS; near <= y + SAME_LINE_POINTS; near += 1) {
      const candidate = byBaseline.get(near);
      if (candidate && (!line || candidate.order < line.order)) line = candidate;
    }
    if (!line) {
      line = { y, order: lines.length, parts: [] };
      byBaseline.set(y, line);
      lines.push(line);
    }
    line.parts.push({ x, text });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map(({ parts }) =>
      parts
        .sort((a, b) => a.x - b.x)
        .map((part) => part.text.trim())
        .join(' '),
    )
    .join('\n');
}

/** The first page's text layer (pdf.js), one line per baseline, top to bottom, left to right. */
export async function pdfText(bytes: Uint8Array): Promise<ReceiptText> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const page = await (await loading.promise).getPage(1);
    const content = await page.getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ x: item.transform[4] as number, y: item.transform[5] as number, text: item.str }]
        : [],
    );
    return { text: joinLines(items), confidence: 1 };
  } finally {
    await loading.destroy();
  }
}
