import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { apiKeyInputSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import { errorMessage } from '../../../app/errors';
import { formErrors, serverFieldErrors } from '../shared';

const CreateApiKeyDocument = graphql(`
  mutation AdminCreateApiKey($input: ApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        id
        name
      }
    }
  }
`);

/** Name and contact e-mail (the shared rules), then the new key shown once with a copy button. */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('apikeys');
  const [values, setValues] = useState({ name: '', contactEmail: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateApiKeyDocument, { refetchQueries: ['AdminApiKeys'] });

  async function submit() {
    const local = formErrors(apiKeyInputSchema, values, i18n.language);
    setErrors(local ?? {});
    if (local) return;
    try {
      const r = await create({ variables: { input: values } });
      setCreated(r.data?.createApiKey.key ?? null);
    } catch (e) {
      const fields = serverFieldErrors(e, i18n.language);
      if (Object.keys(fields).length) setErrors(fields);
      else notifications.show({ color: 'red', title: t('createFailed'), message: errorMessage(e, t) });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('createTitle')} closeOnClickOutside={!created}>
      {created ? (
        <Stack>
          <Alert color="orange" variant="light" role="status">
            {t('shownOnce')}
          </Alert>
          <Code block data-testid="apikey-secret" aria-label={t('key')} style={{ wordBreak: 'break-all' }}>
            {created}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'green' : 'orange'} onClick={copy} data-testid="apikey-copy">
                  {copied ? t('copied') : t('copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose} data-testid="apikey-done">
              {t('done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          noValidate
        >
          <Stack>
            <TextInput
              label={t('name')}
              description={t('nameHint')}
              required
              value={values.name}
              onChange={(e) => {
                const name = e.currentTarget.value;
                setValues((v) => ({ ...v, name }));
              }}
              error={errors.name}
              data-testid="apikey-name"
              data-autofocus
            />
            <TextInput
              label={t('contactEmail')}
              description={t('contactHint')}
              type="email"
              required
              value={values.contactEmail}
              onChange={(e) => {
                const contactEmail = e.currentTarget.value;
                setValues((v) => ({ ...v, contactEmail }));
              }}
              error={errors.contactEmail}
              data-testid="apikey-email"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={loading} data-testid="apikey-submit">
                {t('creating')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
