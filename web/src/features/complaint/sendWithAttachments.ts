import type { TFunction } from 'i18next';
import { isErrorReason, reasonMessageKey } from '@marketplace/schema/rules';
import { postForm } from '../../app/postForm';

/** A complaint's report or message with photos could not be sent: what to tell the writer. */
export class AttachmentSendError extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

/**
 * Sends a report (POST /api/complaints) or a message (POST /api/complaints/:id/messages) with its photos as multipart
 * 'attachments' (the server stores them as private media with the photos' upload rules), reporting the upload's
 * progress. Returns the complaint's id and number; throws AttachmentSendError with a translated message.
 */
export async function sendWithAttachments(
  url: string,
  fields: Record<string, string>,
  files: readonly File[],
  onProgress: (fraction: number) => void,
  t: TFunction,
  failedKey: string,
): Promise<{ id: string; number: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachments', file, file.name);
  let answer;
  try {
    answer = await postForm(url, form, onProgress);
  } catch {
    throw new AttachmentSendError(t(failedKey));
  }
  const complaint = (answer.body?.data as { complaint?: { id: string; number: string } } | undefined)?.complaint;
  if (answer.status >= 200 && answer.status < 300 && complaint) return complaint;
  const reason = answer.body?.reason;
  if (isErrorReason(reason)) throw new AttachmentSendError(t(`errors:${reasonMessageKey(reason)}`));
  if (answer.status === 413) throw new AttachmentSendError(t('attach.tooLargeTotal'));
  if (answer.status === 415) throw new AttachmentSendError(t('attach.unsupported'));
  throw new AttachmentSendError(t(failedKey));
}
