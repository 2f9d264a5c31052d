import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { describeError, errorMessage } from '../../app/errors';
import { useAuthModal } from '../account/AuthModalProvider';
import {
  ApplyAsPanditDocument,
  JoinReferenceDocument,
  MyApplicationDocument,
  ResubmitApplicationDocument,
  UpdatePanditProfileDocument,
} from './operations';
import { serverFieldErrors } from '../../app/ruleForm';
import { PHOTOS_STEP, errorsOnSteps, toApplicationInput } from './applicationInput';
import { UploadError, uploadErrorMessage, uploadImage } from './uploadImage';
import type { JoinDraft } from './useJoinDraft';

/**
 * Sends the wizard: checks every step, asks a visitor to log in, uploads the images chosen in this
 * visit, then applies, resubmits or updates (for an approved pandit), and maps server field errors
 * back onto the steps.
 */
export function useSubmitApplication(draft: JoinDraft) {
  const { t } = useTranslation('pandit');
  const client = useApolloClient();
  const { user } = useSession();
  const { openLogin } = useAuthModal();
  const [submitting, setSubmitting] = useState<false | 'uploading' | 'saving'>(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<null | 'submitted' | 'updated'>(null);

  async function submit() {
    if (!draft.validateAll()) return;
    setFailure(null);
    if (!user) {
      const ok = await openLogin();
      if (!ok) {
        notifications.show({ color: 'orange', message: t('join.loginToSubmit') });
        return;
      }
    }
    setSubmitting('uploading');
    try {
      const fresh = await client.query({ query: MyApplicationDocument, fetchPolicy: 'network-only' });
      const me = fresh.data?.me;
      if (!me) throw new Error('not logged in');
      if (me.role === 'ADMIN') {
        setFailure(t('join.adminCannotApply'));
        return;
      }
      const current = me.panditProfile ?? null;

      // Upload the images chosen in this visit; keep their URLs so a retry does not upload twice.
      const values = draft.form.getValues();
      let avatar = values.avatar;
      if (draft.avatarFile) {
        avatar = await uploadImage(draft.avatarFile.file);
        draft.avatarUploaded(avatar);
      }
      const photos = [...values.photos];
      for (const p of draft.photoFiles) {
        const url = await uploadImage(p.file);
        photos.push(url);
        draft.photoUploaded(p, url);
      }

      setSubmitting('saving');
      // The ceremonies the wizard listed (its reference query): a pandit's own prices are sent by ceremony id.
      const ceremonies = client.readQuery({ query: JoinReferenceDocument })?.ceremonies ?? [];
      const input = toApplicationInput(values, avatar, photos, (name) => ceremonies.find((c) => c.name.en === name)?.id);
      if (!current) {
        await client.mutate({ mutation: ApplyAsPanditDocument, variables: { input } });
      } else if (current.registrationStatus === 'APPROVED') {
        await client.mutate({
          mutation: UpdatePanditProfileDocument,
          variables: { id: current.id, input: { ...input, avatar: avatar ?? '' } },
        });
      } else {
        await client.mutate({ mutation: ResubmitApplicationDocument, variables: { input } });
      }
      await client.refetchQueries({ include: [MyApplicationDocument] }).catch(() => undefined);
      draft.finish();
      setDone(current?.registrationStatus === 'APPROVED' ? 'updated' : 'submitted');
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof UploadError) {
        setFailure(uploadErrorMessage(error, t));
        draft.setStep(PHOTOS_STEP);
        return;
      }
      const info = describeError(error);
      const onSteps = errorsOnSteps(serverFieldErrors(error));
      if (onSteps) {
        draft.form.setErrors(onSteps.errors);
        draft.setStep(onSteps.step);
      }
      setFailure(`${t('join.failed')}${info.key !== 'generic' ? ` (${errorMessage(error, t)})` : ''}`);
      notifications.show({ color: 'red', message: t('join.failed') });
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting, failure, done };
}
