import { useState } from 'react';
import { Alert, Badge, Button, FileInput, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  CertificateKind,
  DocumentKind,
  isErrorReason,
  panditDocumentInputSchema,
  type DocumentStatus,
} from '@marketplace/schema/rules';
import { useQuery } from '../../app/query';
import { authFetch } from '../../app/authFetch';
import { errorMessage } from '../../app/errors';
import { formatDate } from '../../app/format';
import { useRuleForm } from '../../app/ruleForm';
import { LoadError } from '../../components/ui/LoadError';
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from '../join/uploadImage';
import '../join/i18n';
import { PrivateImageModal } from '../../components/ui/PrivateImageModal';
import { MyDocumentsQuery } from './operations';
import { documentSummary } from './documentSummary';
import './i18n';

export const STATUS_COLORS: Record<DocumentStatus, string> = { PENDING: 'yellow', ACCEPTED: 'green', REJECTED: 'red' };

interface Values {
  kind: string;
  certificate: string | null;
  panNumber: string;
  aadhaarLast4: string;
  nameOnDocument: string;
  file: File | null;
}

/**
 * A pandit's (or applicant's) identity documents and certificates: what was sent and where its review stands, the
 * reason of a rejection, and a form to add one (the same rules as the server: schema/rules/documents.ts).
 */
export function DocumentsPanel() {
  const { t, i18n } = useTranslation('verification');
  const docs = useQuery(MyDocumentsQuery, { fetchPolicy: 'cache-and-network' });
  const [viewing, setViewing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRuleForm<Values>({
    schema: panditDocumentInputSchema,
    initialValues: { kind: 'PHOTO_ID', certificate: null, panNumber: '', aadhaarLast4: '', nameOnDocument: '', file: null },
    // The file is checked here by its presence (the server checks its content); the rules see a placeholder.
    toInput: (v) => ({ ...v, file: v.file ? 'chosen' : '' }),
  });
  const kind = form.values.kind;

  async function submit(values: Values) {
    if (!values.file) return;
    if (values.file.size > MAX_UPLOAD_BYTES) {
      form.setFieldError('file', t('pandit:upload.tooLarge'));
      return;
    }
    const body = new FormData();
    body.append('kind', values.kind);
    if (values.kind === 'CERTIFICATE' && values.certificate) body.append('certificate', values.certificate);
    if (values.kind === 'PAN') body.append('panNumber', values.panNumber);
    if (values.kind === 'AADHAAR_MASKED') body.append('aadhaarLast4', values.aadhaarLast4);
    if (values.nameOnDocument.trim()) body.append('nameOnDocument', values.nameOnDocument);
    body.append('file', values.file, values.file.name);
    setBusy(true);
    try {
      const res = await authFetch('/api/pandits/me/documents', { method: 'POST', body, signal: AbortSignal.timeout(60_000) });
      const answer = (await res.json().catch(() => null)) as { message?: string; reason?: unknown } | null;
      if (!res.ok) {
        const reason = isErrorReason(answer?.reason) ? answer.reason : undefined;
        throw Object.assign(new Error(answer?.message ?? String(res.status)), { reason, status: res.status });
      }
      notifications.show({ color: 'green', message: t('panel.uploaded') });
      form.reset();
      await docs.refetch();
    } catch (e) {
      const reason = (e as { reason?: string }).reason;
      notifications.show({
        color: 'red',
        title: t('panel.failed'),
        message: reason ? t(`errors:reason.${reason}`) : errorMessage(e, t),
      });
    } finally {
      setBusy(false);
    }
  }

  const list = docs.data?.myDocuments;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="documents-panel">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4">
            {t('panel.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('panel.intro')}
          </Text>
        </div>
        {docs.error && !list ? (
          <LoadError title={t('panel.loadFailed')} error={docs.error} onRetry={() => void docs.refetch()} />
        ) : !list ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="documents-empty">
            {t('panel.empty')}
          </Text>
        ) : (
          <Stack gap="xs" data-testid="documents-list">
            {list.map((d) => (
              <Paper key={d.id} withBorder p="sm" radius="sm" data-testid="document-row" data-status={d.status}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {documentSummary(d, t)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(d.uploadedAt, i18n.language)}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Badge color={STATUS_COLORS[d.status]} data-testid="document-status">
                      {t(`status.${d.status}`)}
                    </Badge>
                    <Button size="compact-sm" variant="subtle" onClick={() => setViewing(d.url)}>
                      {t('panel.view')}
                    </Button>
                  </Group>
                </Group>
                {d.status === 'REJECTED' && d.reason && (
                  <Text size="sm" c="red.8" mt={4} data-testid="document-reason" style={{ whiteSpace: 'pre-wrap' }}>
                    {t('panel.reason', { reason: d.reason })}
                  </Text>
                )}
                {d.nameMatches === false && d.status === 'PENDING' && (
                  <Text size="xs" c="orange.8" mt={4}>
                    {t('panel.nameMismatch')}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        )}

        <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
          <Stack gap="sm">
            <Title order={3} fz="h5">
              {t('panel.add')}
            </Title>
            <Select
              label={t('panel.kind')}
              data={Object.values(DocumentKind).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              allowDeselect={false}
              data-testid="document-kind"
              {...form.getInputProps('kind')}
            />
            {kind === 'AADHAAR_MASKED' && (
              <Alert color="blue" variant="light" data-testid="aadhaar-note">
                {t('panel.aadhaarNote')}
              </Alert>
            )}
            {kind === 'CERTIFICATE' && (
              <Select
                label={t('panel.certificate')}
                data={Object.values(CertificateKind).map((k) => ({ value: k, label: t(`certificate.${k}`) }))}
                data-testid="document-certificate"
                {...form.getInputProps('certificate')}
              />
            )}
            {kind === 'PAN' && (
              <TextInput
                label={t('panel.panNumber')}
                maxLength={10}
                autoCapitalize="characters"
                data-testid="document-pan"
                {...form.getInputProps('panNumber')}
              />
            )}
            {kind === 'AADHAAR_MASKED' && (
              <TextInput
                label={t('panel.aadhaarLast4')}
                maxLength={4}
                inputMode="numeric"
                data-testid="document-last4"
                {...form.getInputProps('aadhaarLast4')}
              />
            )}
            <TextInput label={t('panel.nameOnDocument')} data-testid="document-name" {...form.getInputProps('nameOnDocument')} />
            <FileInput
              label={t('panel.file')}
              placeholder={t('panel.filePlaceholder')}
              accept={IMAGE_ACCEPT}
              clearable
              data-testid="document-file"
              {...form.getInputProps('file')}
            />
            <Group>
              <Button type="submit" loading={busy} data-testid="document-submit">
                {t('panel.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <PrivateImageModal
        url={viewing}
        onClose={() => setViewing(null)}
        title={t('panel.viewTitle')}
        failed={t('panel.viewFailed')}
      />
    </Paper>
  );
}
