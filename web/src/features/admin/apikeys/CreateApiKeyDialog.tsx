import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiKeyInputSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import { useRuleForm } from '../../../app/ruleForm';
import { FormModal } from '../kit';

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
  const { t } = useTranslation('apikeys');
  const form = useRuleForm({ schema: apiKeyInputSchema, initialValues: { name: '', contactEmail: '' } });
  const [created, setCreated] = useState<string | null>(null);
  const [create] = useMutation(CreateApiKeyDocument, { refetchQueries: ['AdminApiKeys'] });

  if (!created)
    return (
      <FormModal
        form={form}
        title={t('createTitle')}
        onClose={onClose}
        onSave={async (input) => {
          const r = await create({ variables: { input } });
          setCreated(r.data?.createApiKey.key ?? null);
        }}
        failTitle={t('createFailed')}
        saveLabel={t('creating')}
        saveTestId="apikey-submit"
      >
        <TextInput
          label={t('name')}
          description={t('nameHint')}
          withAsterisk
          {...form.getInputProps('name')}
          data-testid="apikey-name"
          data-autofocus
        />
        <TextInput
          label={t('contactEmail')}
          description={t('contactHint')}
          type="email"
          withAsterisk
          {...form.getInputProps('contactEmail')}
          data-testid="apikey-email"
        />
      </FormModal>
    );
  return (
    <Modal opened onClose={onClose} title={t('createTitle')} closeOnClickOutside={false}>
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
    </Modal>
  );
}
