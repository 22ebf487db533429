import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every page's text, in order. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const loading = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 });
  try {
    const document = await loading.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    return pages.join('\n');
  } finally {
    await loading.destroy();
  }
}
