import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { CSV_BOM, csvLine, type CsvCell } from '@reno/domain';
import type { ZipFile } from 'yazl';

/** A CSV file of the archive, whose rows come a page at a time, as PdfLayout's sections do. */
interface CsvEntry<P> {
  name: string;
  header: readonly string[];
  /** Where the rows come from, a page at a time (`[list]`: one page at hand). */
  pages: AsyncIterable<P> | Iterable<P>;
  rowsOf: (page: P) => Promise<CsvCell[][]> | CsvCell[][];
}

/**
 * Adds a CSV file to the archive, each page's rows written as the page is read while the ZIP is written (so no
 * whole list is held), and waits until the last row is in.
 */
export async function addCsvEntry<P>(
  zip: ZipFile,
  { name, header, pages, rowsOf }: CsvEntry<P>,
): Promise<void> {
  const csv = Readable.from(
    (async function* () {
      yield CSV_BOM + csvLine(header);
      for await (const page of pages) {
        const rows = await rowsOf(page);
        if (rows.length > 0) yield rows.map(csvLine).join('');
      }
    })(),
  );
  zip.addReadStream(csv, name);
  await finished(csv);
}
