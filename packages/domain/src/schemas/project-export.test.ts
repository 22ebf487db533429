import { describe, expect, it } from 'vitest';
import { exportFileName, homePacketFileName } from '../export-job';
import { exportJobSchema } from './project-export';

describe('the records archive', () => {
  it('is named after the project and the day, without characters a file system refuses', () => {
    expect(exportFileName('Kitchen Remodel', '2026-11-26')).toBe('Kitchen Remodel records 2026-11-26.zip');
    expect(exportFileName('Bath / Laundry: "phase 2"', '2026-11-26')).toBe(
      'Bath Laundry phase 2 records 2026-11-26.zip',
    );
    expect(exportFileName(' ** ', '2026-11-26')).toBe('Project records 2026-11-26.zip');
    expect(homePacketFileName('12 Elm St: "main"', '2026-11-26')).toBe(
      '12 Elm St main home packet 2026-11-26.zip',
    );
    expect(homePacketFileName('/', '2026-11-26')).toBe('Home home packet 2026-11-26.zip');
  });

  it('has a job shape the web can check', () => {
    const job = {
      id: '0b8f5c1e-3a51-4a59-9d5e-2f1f4e8f6a11',
      kind: 'project',
      projectId: 3,
      homeId: null,
      status: 'ready',
      filesDone: 2,
      filesTotal: 2,
      fileName: 'Kitchen Remodel records 2026-11-26.zip',
      downloadUrl: 'https://example.test/archive.zip',
      createdAt: '2026-11-26T01:00:00.000Z',
      updatedAt: '2026-11-26T01:00:05.000Z',
      error: null,
    };
    expect(exportJobSchema.parse(job)).toEqual(job);
    expect(() => exportJobSchema.parse({ ...job, status: 'done' })).toThrow();
  });
});
