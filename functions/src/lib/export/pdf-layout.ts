import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

// US Letter, in points, with one-inch side margins.
const PAGE = { width: 612, height: 792, margin: 54 };
const GREY = rgb(0.4, 0.4, 0.4);

// Helvetica's WinAnsi encoding holds Latin-1 and these; anything else is drawn as '?'.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function winAnsi(text: string): string {
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      const latin = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin || WIN_ANSI_EXTRAS.has(char) ? char : '?';
    })
    .join('');
}

/** A table's column: its title, its share of the text width, and 'right' for amounts. */
type Column = readonly [title: string, width: number, align?: 'right'];

/** Columns of amounts side by side: right-aligned, each `width` of the text width. */
export const amountColumns = (width: number, ...titles: string[]): Column[] =>
  titles.map((title) => [title, width, 'right']);

/** A heading and the table under it, whose rows come a page at a time. */
interface Section<P> {
  heading: string;
  columns: readonly Column[];
  /** Where the rows come from, a page at a time (`[list]`: one page at hand). */
  pages: AsyncIterable<P> | Iterable<P>;
  rowsOf: (page: P) => Promise<string[][]> | string[][];
  /** Noted instead of the table when no row came. */
  empty: string;
}

/**
 * Text pages written top to bottom with the standard Helvetica fonts (nothing embedded, so the text is
 * real text: selectable and searchable): headings, label/value lines and tables that continue on the
 * next page with their header repeated.
 */
export class PdfLayout {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfLayout> {
    const document = await PDFDocument.create();
    document.setTitle(winAnsi(title));
    document.setCreator('Home Renovation Tracker');
    const [regular, bold] = await Promise.all([
      document.embedFont(StandardFonts.Helvetica),
      document.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfLayout(document, regular, bold);
  }

  title(text: string, subtitle: string): void {
    this.text(text, { size: 20, font: this.bold });
    this.text(subtitle, { size: 10, color: GREY });
    this.y -= 8;
  }

  heading(text: string): void {
    this.room(48);
    this.y -= 10;
    this.text(text, { size: 14, font: this.bold });
    this.y -= 2;
  }

  note(text: string): void {
    this.text(text, { size: 10, color: GREY });
  }

  /** 'Label ........ value' rows. */
  pairs(rows: readonly (readonly [string, string])[]): void {
    this.table(
      [
        ['', 0.6],
        ['', 0.4, 'right'],
      ],
      rows,
      { header: false },
    );
  }

  /**
   * A section: its heading, then its table written as each page of rows is read (the header once, repeated on
   * each new sheet), or `empty` as a note when no row came. Every table of the app's PDFs is one.
   */
  async section<P>({ heading, columns, pages, rowsOf, empty }: Section<P>): Promise<void> {
    this.heading(heading);
    let written = 0;
    for await (const page of pages) {
      const rows = await rowsOf(page);
      if (rows.length === 0) continue;
      this.table(columns, rows, { header: written === 0 });
      written += rows.length;
    }
    if (written === 0) this.note(empty);
  }

  private table(
    columns: readonly Column[],
    rows: Iterable<readonly string[]>,
    { header = true }: { header?: boolean } = {},
  ): void {
    const size = 9;
    const lineHeight = 14;
    const textWidth = PAGE.width - 2 * PAGE.margin;
    const drawRow = (cells: readonly string[], font: PDFFont) => {
      let x = PAGE.margin;
      columns.forEach(([, share, align], index) => {
        const width = share * textWidth;
        const text = this.fit(winAnsi(cells[index] ?? ''), font, size, width - 6);
        const offset = align === 'right' ? width - 6 - font.widthOfTextAtSize(text, size) : 0;
        this.page.drawText(text, { x: x + offset, y: this.y, size, font });
        x += width;
      });
      this.y -= lineHeight;
    };
    const drawHeader = () => {
      if (header)
        drawRow(
          columns.map(([title]) => title),
          this.bold,
        );
    };
    this.room(lineHeight * 2);
    drawHeader();
    for (const row of rows) {
      if (this.y < PAGE.margin + lineHeight) {
        this.newPage();
        drawHeader();
      }
      drawRow(row, this.regular);
    }
  }

  async save(): Promise<Uint8Array> {
    return this.document.save();
  }

  private text(
    text: string,
    options: { size: number; font?: PDFFont; color?: ReturnType<typeof rgb> },
  ): void {
    const font = options.font ?? this.regular;
    this.room(options.size * 1.6);
    const fitted = this.fit(winAnsi(text), font, options.size, PAGE.width - 2 * PAGE.margin);
    this.page.drawText(fitted, {
      x: PAGE.margin,
      y: this.y,
      size: options.size,
      font,
      ...(options.color ? { color: options.color } : {}),
    });
    this.y -= options.size * 1.6;
  }

  /** Cuts text that would overrun its width, with an ellipsis. */
  private fit(text: string, font: PDFFont, size: number, width: number): string {
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let end = text.length;
    while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > width) end--;
    return `${text.slice(0, end)}…`;
  }

  private room(height: number): void {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  private newPage(): void {
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
}
