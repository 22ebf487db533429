import { createServer, type Server } from 'node:http';
import { closeServer, listenOnLoopback } from '../../support/loopback-server';

export interface TextractStub {
  /** For AWS_ENDPOINT_URL_TEXTRACT, which the SDK's Textract client honours. */
  url: string;
  /** The documents AnalyzeExpense was asked about, in order. */
  requests: () => unknown[];
  stop: () => Promise<void>;
}

/**
 * Textract's AnalyzeExpense (JSON 1.1 over HTTP), played on loopback: every call is answered with one
 * receipt document of the documented shape holding `fields` (type → value), at 98 % confidence.
 */
export async function startTextractStub(fields: Record<string, string>): Promise<TextractStub> {
  const requests: unknown[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.headers['x-amz-target'] !== 'Textract.AnalyzeExpense') {
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ __type: 'UnknownOperationException' }));
        return;
      }
      requests.push((JSON.parse(body) as { Document: unknown }).Document);
      const summaryFields = Object.entries(fields).map(([type, text]) => ({
        Type: { Text: type, Confidence: 98 },
        ValueDetection: { Text: text, Confidence: 98 },
        PageNumber: 1,
      }));
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify({
          DocumentMetadata: { Pages: 1 },
          ExpenseDocuments: [{ ExpenseIndex: 1, SummaryFields: summaryFields, LineItemGroups: [] }],
        }),
      );
    });
  });
  return {
    url: await listenOnLoopback(server),
    requests: () => requests,
    stop: () => closeServer(server),
  };
}
