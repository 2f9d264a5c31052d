import {
  ActionIcon,
  Avatar,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Input,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BIO_MAX, MAX_EXPERIENCE, MAX_PHOTOS } from '@marketplace/schema/rules';
import { ruleMessage, ruleText } from '../../../app/ruleForm';
import { TagInput, type RefItem } from '../TagInput';
import { IMAGE_ACCEPT } from '../uploadImage';
import type { JoinDraft, PendingFile } from '../useJoinDraft';

interface Props {
  draft: JoinDraft;
  specializations: RefItem[];
  languages: RefItem[];
}

/** Step 3: the public profile (bio, experience, specializations, languages, photo, gallery). */
export function ProfileStep({ draft, specializations, languages }: Props) {
  const { t } = useTranslation('pandit');
  const { form, avatarFile, photoFiles } = draft;
  const { values, errors } = form;
  const gallery = [
    ...values.photos.map((url) => ({ url, pending: null as PendingFile | null })),
    ...photoFiles.map((p) => ({ url: p.preview, pending: p })),
  ];
  return (
    <Stack gap="md" mt="md">
      <Textarea
        label={t('join.fields.bio')}
        placeholder={t('join.fields.bioPlaceholder')}
        required
        autosize
        minRows={3}
        maxLength={BIO_MAX}
        {...form.getInputProps('bio')}
        data-testid="join-bio"
      />
      <NumberInput
        label={t('join.fields.experience')}
        required
        min={0}
        max={MAX_EXPERIENCE}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('experience')}
        data-testid="join-experience"
      />
      <TagInput
        label={t('join.fields.specializations')}
        placeholder={t('join.fields.specializationPlaceholder')}
        values={values.specializations}
        onChange={(v) => form.setFieldValue('specializations', v)}
        reference={specializations}
        error={ruleText(errors.specializations)}
        testId="join-specializations"
        required
      />
      <TagInput
        label={t('join.fields.languages')}
        placeholder={t('join.fields.languagePlaceholder')}
        values={values.languages}
        onChange={(v) => form.setFieldValue('languages', v)}
        reference={languages}
        error={ruleText(errors.languages)}
        testId="join-languages"
        required
      />
      <Input.Wrapper label={t('join.fields.avatar')} error={ruleMessage(errors.avatar)}>
        <Group gap="sm" mt={4}>
          <Avatar src={avatarFile?.preview ?? values.avatar} size={64} radius="xl" color="saffron">
            {values.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <FileButton accept={IMAGE_ACCEPT} onChange={(file) => file && void draft.setAvatarFile(file)}>
            {(props) => (
              <Button {...props} variant="light" size="xs" data-testid="join-avatar-button">
                {t('join.fields.choosePhoto')}
              </Button>
            )}
          </FileButton>
          {(avatarFile || values.avatar) && (
            <CloseButton
              aria-label={t('join.fields.removePhoto')}
              onClick={() => {
                void draft.setAvatarFile(null);
                form.setFieldValue('avatar', null);
              }}
            />
          )}
        </Group>
      </Input.Wrapper>
      <Input.Wrapper
        label={t('join.fields.photos')}
        description={t('join.fields.photosHint', { max: MAX_PHOTOS })}
        error={ruleMessage(errors.photos)}
      >
        <Stack gap="xs" mt={4}>
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" data-testid="join-photos">
            {gallery.map(({ url, pending }) => (
              <div key={url} style={{ position: 'relative' }}>
                <Image src={url} alt="" radius="sm" h={80} fit="cover" />
                <ActionIcon
                  size="sm"
                  color="dark"
                  variant="filled"
                  style={{ position: 'absolute', top: 4, right: 4 }}
                  aria-label={t('join.fields.removePhoto')}
                  onClick={() =>
                    pending
                      ? draft.removePhotoFile(pending)
                      : form.setFieldValue(
                          'photos',
                          values.photos.filter((u) => u !== url),
                        )
                  }
                >
                  ×
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
          <FileButton accept={IMAGE_ACCEPT} multiple onChange={(files) => void draft.addPhotoFiles(files)}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                w="fit-content"
                disabled={gallery.length >= MAX_PHOTOS}
                data-testid="join-photos-button"
              >
                {t('join.fields.addPhotos')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}
