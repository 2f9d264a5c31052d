import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Code, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_ACK_HOURS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_RESOLVE_DAYS,
  complaintInputSchema,
} from '@marketplace/schema/rules';
import type { ComplaintCategory } from '../../__generated__/graphql';
import { errorMessage } from '../../app/errors';
import { useQuery } from '../../app/query';
import { serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import { AttachmentPicker } from './AttachmentPicker';
import { BookingComplaintsQuery, ReportProblemMutation } from './operations';
import { AttachmentSendError, sendWithAttachments } from './sendWithAttachments';
import './i18n';

/**
 * Report a problem with a booking (issue #35): a category from the shared list, a description checked by the rule the
 * server enforces; the answer is the ticket's number and a link to its page. Earlier tickets about the booking are
 * listed above the form. Loaded when first opened (ReportProblemButton).
 */
export function ReportProblemDialog({ bookingId, opened, onClose }: { bookingId: string; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('complaint');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const form = useRuleForm({
    schema: complaintInputSchema,
    initialValues: { bookingId, category: '', description: '' },
  });
  const earlier = useQuery(BookingComplaintsQuery, { variables: { bookingId }, skip: !opened });
  const [report, { loading }] = useMutation(ReportProblemMutation, { refetchQueries: [BookingComplaintsQuery] });
  const client = useApolloClient();
  const [sent, setSent] = useState<{ id: string; number: string } | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  /** With photos: multipart POST /api/complaints (their upload's progress shown); without: the GraphQL mutation. */
  async function send(values: typeof form.values) {
    const category = values.category as ComplaintCategory;
    const description = values.description.trim();
    if (!files.length) return (await report({ variables: { input: { bookingId, category, description } } })).data?.reportProblem;
    setProgress(0);
    const c = await sendWithAttachments(
      '/api/complaints',
      { bookingId, category, description },
      files,
      setProgress,
      t,
      'report.failed',
    );
    await client.refetchQueries({ include: [BookingComplaintsQuery] });
    return c;
  }

  async function submit(values: typeof form.values) {
    try {
      const c = await send(values);
      if (c) setSent({ id: c.id, number: c.number });
      form.reset();
      setFiles([]);
      notifications.show({ color: 'green', message: t('report.sent') });
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      const message = e instanceof AttachmentSendError ? e.text : errorMessage(e, t);
      notifications.show({ color: 'red', title: t('report.failed'), message });
    } finally {
      setProgress(null);
    }
  }

  const close = () => {
    setSent(null);
    setFiles([]);
    onClose();
  };
  const items = earlier.data?.complaints.items ?? [];

  return (
    <Modal opened={opened} onClose={close} title={t('report.title')} data-testid="report-dialog">
      <Stack gap="sm">
        {items.length > 0 && (
          <Stack gap={4} data-testid="report-earlier">
            <Text size="sm" fw={600}>
              {t('report.earlier')}
            </Text>
            {items.map((c) => (
              <Group key={c.id} gap="xs">
                <Anchor component={Link} to={`/complaints/${c.id}`} size="sm">
                  <Code>{c.number}</Code>
                </Anchor>
                <Badge size="sm" variant="light">
                  {t(`status.${c.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
        {sent ? (
          <Alert color="green" data-testid="report-sent">
            <Stack gap="xs">
              <Text size="sm">{t('report.sent')}</Text>
              <Text size="sm">
                {t('report.number')}: <Code data-testid="report-number">{sent.number}</Code>
              </Text>
              <Group>
                <Button component={Link} to={`/complaints/${sent.id}`} size="xs" data-testid="report-open">
                  {t('report.open')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <form onSubmit={form.onSubmit((v) => void submit(v))}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('report.intro', { hours: COMPLAINT_ACK_HOURS, days: COMPLAINT_RESOLVE_DAYS })}
              </Text>
              <Select
                label={t('report.category')}
                placeholder={t('report.categoryPlaceholder')}
                data={COMPLAINT_CATEGORIES.map((c) => ({ value: c.value, label: c[lang] }))}
                required
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('category')}
                data-testid="report-category"
              />
              <Textarea
                label={t('report.description')}
                placeholder={t('report.descriptionPlaceholder')}
                required
                autosize
                minRows={4}
                maxLength={COMPLAINT_DESCRIPTION_MAX}
                {...form.getInputProps('description')}
                data-testid="report-description"
              />
              <AttachmentPicker files={files} onChange={setFiles} progress={progress} testId="report-attachments" />
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('report.cancel')}
                </Button>
                <Button type="submit" loading={loading || progress !== null} data-testid="report-submit">
                  {t('report.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
