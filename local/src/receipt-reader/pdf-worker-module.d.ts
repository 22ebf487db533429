// pdf.js's in-process "worker": importing it sets `globalThis.pdfjsWorker`, which pdf.js then uses.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
