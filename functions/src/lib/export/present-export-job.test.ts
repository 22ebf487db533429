import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './present-export-job';

describe('the download’s Content-Disposition', () => {
  it('saves under the archive’s name, with an ASCII fallback for older clients', () => {
    expect(attachmentDisposition('Kitchen Remodel records 2026-11-26.zip')).toBe(
      `attachment; filename="Kitchen Remodel records 2026-11-26.zip"; filename*=UTF-8''Kitchen%20Remodel%20records%202026-11-26.zip`,
    );
    expect(attachmentDisposition('Café "Nook" records.zip')).toBe(
      `attachment; filename="Caf_ _Nook_ records.zip"; filename*=UTF-8''Caf%C3%A9%20%22Nook%22%20records.zip`,
    );
  });
});
