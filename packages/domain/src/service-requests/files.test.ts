import { describe, expect, it } from 'vitest';
import { SR_FILE_MESSAGES, checkSrFile, extensionOf, formatFileSize, safeFileName } from './files.ts';

describe('service-request files', () => {
  it('accepts a photo whose name agrees with its content, and names one without an ending', () => {
    expect(checkSrFile('door.PNG', 'image/png', 10)).toMatchObject({ ok: true, type: { mimeType: 'image/png' } });
    expect(checkSrFile('IMG_001.jpeg', 'image/jpeg', 10)).toMatchObject({ ok: true, fileName: 'IMG_001.jpeg' });
    expect(checkSrFile('scan', 'application/pdf', 10)).toMatchObject({ ok: true, fileName: 'scan.pdf' });
  });

  it('refuses content of no accepted type, an empty file, and a name that contradicts the content', () => {
    expect(checkSrFile('notes.txt', null, 10)).toEqual({ ok: false, message: SR_FILE_MESSAGES.notAccepted });
    expect(checkSrFile('app.exe', 'application/x-msdownload', 10)).toEqual({
      ok: false,
      message: SR_FILE_MESSAGES.notAccepted,
    });
    expect(checkSrFile('a.png', 'image/png', 0)).toEqual({ ok: false, message: SR_FILE_MESSAGES.empty });
    expect(checkSrFile('invoice.pdf', 'image/png', 10)).toEqual({
      ok: false,
      message: SR_FILE_MESSAGES.nameContradicts('pdf', 'PNG image'),
    });
  });

  it('takes a compound file only as the .doc or .xls its name says', () => {
    expect(checkSrFile('old.xls', 'application/x-cfb', 10)).toMatchObject({
      ok: true,
      type: { mimeType: 'application/vnd.ms-excel' },
    });
    expect(checkSrFile('old.doc', 'application/x-cfb', 10)).toMatchObject({
      ok: true,
      type: { mimeType: 'application/msword' },
    });
    expect(checkSrFile('mail.msg', 'application/x-cfb', 10).ok).toBe(false);
    expect(checkSrFile('noext', 'application/x-cfb', 10).ok).toBe(false);
  });

  it('makes names safe for a header and a disk', () => {
    expect(safeFileName('C:\\Users\\me\\photo "1".png')).toBe('photo _1_.png');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('a\r\nb.pdf')).toBe('a_b.pdf');
    expect(safeFileName('...')).toBe('file');
    const long = safeFileName(`${'x'.repeat(300)}.docx`);
    expect(long).toHaveLength(150);
    expect(long.endsWith('.docx')).toBe(true);
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(extensionOf('README')).toBeNull();
  });

  it('writes sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
