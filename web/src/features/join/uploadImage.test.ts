import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadHindi } from '../../app/i18n';
import en from '../../locales/en/errors.json';
import hi from '../../locales/hi/errors.json';
import { UploadError, uploadErrorMessage, uploadImage } from './uploadImage';

describe('a refused upload says why', () => {
  beforeAll(() => loadHindi());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's reason (QUOTA_EXCEEDED) rather than 'file too large'", async () => {
    const body = {
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Your uploads would exceed 50 MB.',
      reason: 'QUOTA_EXCEEDED',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 413 })),
    );
    const file = new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' });
    const error = await uploadImage(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).reason).toBe('QUOTA_EXCEEDED');
    expect(uploadErrorMessage(error, i18n.getFixedT('en'))).toBe(en.reason.QUOTA_EXCEEDED);
    expect(uploadErrorMessage(error, i18n.getFixedT('hi'))).toBe(hi.reason.QUOTA_EXCEEDED);
  });

  it('falls back to the upload key without a reason', () => {
    const t = i18n.getFixedT('en');
    expect(uploadErrorMessage(new UploadError('upload.tooLarge'), t)).toBe(t('pandit:upload.tooLarge'));
  });
});
