import {
  AnalyzeExpenseCommand,
  BadDocumentException,
  ThrottlingException,
  TextractClient,
  UnsupportedDocumentException,
  type ExpenseField,
} from '@aws-sdk/client-textract';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpError } from '../http/errors';
import { RECEIPT_SCAN_MESSAGES } from '@reno/domain';
import { BUSY_MESSAGE, createTextractScanner, scanFromExpenseFields } from './textract-scanner';

const textract = mockClient(TextractClient);
afterEach(() => textract.reset());

/** A summary field as AnalyzeExpense documents it: Type and ValueDetection, confidences 0–100. */
const field = (type: string, text: string, confidence = 99): ExpenseField => ({
  Type: { Text: type, Confidence: confidence },
  LabelDetection: { Text: type.toLowerCase(), Confidence: confidence },
  ValueDetection: {
    Text: text,
    Confidence: confidence,
    Geometry: { BoundingBox: { Width: 0.1, Height: 0.02, Left: 0.7, Top: 0.8 } },
  },
  PageNumber: 1,
});

describe('scanFromExpenseFields (documented AnalyzeExpense shapes)', () => {
  it.each([
    {
      name: 'a complete hardware-store receipt',
      fields: [
        field('VENDOR_NAME', 'ACE\nHARDWARE', 97.5),
        field('INVOICE_RECEIPT_DATE', '03/14/2024', 98.1),
        field('SUBTOTAL', '$56.49'),
        field('TAX', '$4.52'),
        field('TOTAL', '$61.01', 99.2),
        field('AMOUNT_PAID', '$80.00'),
      ],
      expected: {
        amount: '61.01',
        date: '2024-03-14',
        vendor: 'ACE HARDWARE',
        category: 'materials',
        confidence: { amount: 0.992, date: 0.981, vendor: 0.975 },
      },
    },
    {
      name: 'AMOUNT_PAID only, an ISO date, no vendor',
      fields: [field('AMOUNT_PAID', '1,250.00', 91), field('INVOICE_RECEIPT_DATE', '2025-06-30', 88)],
      expected: {
        amount: '1250.00',
        date: '2025-06-30',
        vendor: null,
        category: null,
        confidence: { amount: 0.91, date: 0.88, vendor: 0 },
      },
    },
    {
      name: 'odd date forms and a whole-dollar total',
      fields: [
        field('INVOICE_RECEIPT_DATE', 'Jan 5, 2026'),
        field('TOTAL', '250'),
        field('VENDOR_NAME', 'City of Salem Permits'),
      ],
      expected: {
        amount: '250.00',
        date: '2026-01-05',
        vendor: 'City of Salem Permits',
        category: 'permits',
      },
    },
    {
      name: 'low confidence is passed on, not hidden',
      fields: [field('TOTAL', '$12.00', 31.4), field('VENDOR_NAME', 'Corner Cafe', 12)],
      expected: {
        amount: '12.00',
        vendor: 'Corner Cafe',
        category: null,
        confidence: { amount: 0.314, date: 0, vendor: 0.12 },
      },
    },
    {
      name: 'unreadable values count as missing, and a readable AMOUNT_PAID stands in',
      fields: [
        field('TOTAL', 'see below'),
        field('AMOUNT_PAID', '$18.40', 77),
        field('INVOICE_RECEIPT_DATE', '31/31/2024'),
      ],
      expected: { amount: '18.40', date: null, confidence: { amount: 0.77, date: 0, vendor: 0 } },
    },
    {
      name: 'of two totals, the more confident',
      fields: [field('TOTAL', '$19.00', 60), field('TOTAL', '$91.00', 95)],
      expected: { amount: '91.00', confidence: { amount: 0.95, date: 0, vendor: 0 } },
    },
    {
      name: 'no summary fields at all',
      fields: [],
      expected: {
        amount: null,
        date: null,
        vendor: null,
        category: null,
        confidence: { amount: 0, date: 0, vendor: 0 },
      },
    },
  ])('$name', ({ fields, expected }) => {
    expect(scanFromExpenseFields(fields)).toMatchObject(expected);
  });
});

describe('the Textract scanner', () => {
  it('analyses the S3 object in place and maps the first document', async () => {
    textract.on(AnalyzeExpenseCommand).resolves({
      DocumentMetadata: { Pages: 1 },
      ExpenseDocuments: [
        {
          ExpenseIndex: 1,
          SummaryFields: [field('TOTAL', '$42.10'), field('VENDOR_NAME', 'Menards')],
          LineItemGroups: [],
        },
      ],
    });

    const scan = await createTextractScanner().scan({
      bucket: 'receipts',
      key: 'pending/users/sub-1/receipts/r.jpg',
      contentType: 'image/jpeg',
    });

    expect(scan).toMatchObject({ amount: '42.10', vendor: 'Menards', category: 'materials', date: null });
    expect(textract.commandCalls(AnalyzeExpenseCommand)[0]!.args[0].input).toEqual({
      Document: { S3Object: { Bucket: 'receipts', Name: 'pending/users/sub-1/receipts/r.jpg' } },
    });
  });

  it('answers an empty scan for a document Textract found nothing in', async () => {
    textract.on(AnalyzeExpenseCommand).resolves({ DocumentMetadata: { Pages: 1 }, ExpenseDocuments: [] });

    const scan = await createTextractScanner().scan({
      bucket: 'b',
      key: 'users/s/receipts/x.png',
      contentType: 'image/png',
    });

    expect(scan).toEqual({
      amount: null,
      date: null,
      vendor: null,
      category: null,
      confidence: { amount: 0, date: 0, vendor: 0 },
    });
  });

  const receipt = { bucket: 'b', key: 'users/s/receipts/x.pdf', contentType: 'application/pdf' };
  const failure = async () => {
    try {
      await createTextractScanner().scan(receipt);
    } catch (error) {
      return error as HttpError;
    }
    throw new Error('the scan did not fail');
  };

  it.each([
    ['a corrupt file', () => new BadDocumentException({ message: 'bad', $metadata: {} })],
    [
      'a PDF of more pages than it reads at once',
      () => new UnsupportedDocumentException({ message: 'pages', $metadata: {} }),
    ],
  ])('answers %s with 422, not a 500', async (_, error) => {
    textract.on(AnalyzeExpenseCommand).rejects(error());

    const answer = await failure();

    expect([answer.statusCode, answer.message]).toEqual([422, RECEIPT_SCAN_MESSAGES.unreadable]);
  });

  it('answers throttling with 503 and Retry-After', async () => {
    textract
      .on(AnalyzeExpenseCommand)
      .rejects(new ThrottlingException({ message: 'slow down', $metadata: {} }));

    const answer = await failure();

    expect([answer.statusCode, answer.message, answer.headers['retry-after']]).toEqual([
      503,
      BUSY_MESSAGE,
      '2',
    ]);
  });
});
