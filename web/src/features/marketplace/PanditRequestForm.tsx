import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addDays, BOOKING_HORIZON_DAYS, indiaToday, panditRequestInputSchema } from '@marketplace/schema/rules';
import { DatePickerInput } from '../../app/dates';
import { errorMessage } from '../../app/errors';
import { ruleText, serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import { useSession } from '../../app/session';
import { RequestPanditMutation } from './search-operations';
import './search-i18n';

/**
 * "Find me a pandit": a request the team answers (admins see it in the console's Requests tab). Signed in or not; the
 * signed-in person's name, phone and e-mail are filled in. The shared rule checks it here and on the server.
 */
export function PanditRequestForm({ ceremony, city }: { ceremony: string; city: string }) {
  const { t, i18n } = useTranslation('search');
  const { user } = useSession();
  const form = useRuleForm({
    schema: panditRequestInputSchema,
    initialValues: {
      name: user?.name ?? '',
      phone: user?.phone ?? '',
      email: user?.email ?? '',
      ceremony,
      city,
      preferredDate: null as string | null,
      note: '',
    },
  });
  const [send, { loading }] = useMutation(RequestPanditMutation);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const today = indiaToday();

  async function submit(values: typeof form.values) {
    setFailure(null);
    try {
      // The acknowledgement e-mail is written in the language of this page.
      await send({ variables: { input: { ...values, language: i18n.language === 'hi' ? 'HI' : 'EN' } } });
      setSent(true);
    } catch (e) {
      form.setErrors(serverFieldErrors(e));
      setFailure(errorMessage(e, t));
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="request-title"
      data-testid="pandit-request"
    >
      <Stack gap="sm">
        <Title order={3} fz="md" id="request-title">
          {t('request.title')}
        </Title>
        {sent ? (
          <Alert color="green" variant="light" title={t('request.sentTitle')} role="status" data-testid="pandit-request-sent">
            {t('request.sent')}
          </Alert>
        ) : (
          <form onSubmit={form.onSubmit(submit)} noValidate data-testid="pandit-request-form">
            <Stack gap="sm">
              <Text size="sm">{t('request.intro')}</Text>
              {failure && (
                <Alert color="red" variant="light" title={t('request.failed')} role="alert">
                  {failure}
                </Alert>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t('request.name')}
                  autoComplete="name"
                  required
                  {...form.getInputProps('name')}
                  data-testid="request-name"
                />
                <TextInput
                  label={t('request.ceremony')}
                  required
                  {...form.getInputProps('ceremony')}
                  data-testid="request-ceremony"
                />
                <TextInput
                  label={t('request.phone')}
                  type="tel"
                  autoComplete="tel"
                  {...form.getInputProps('phone')}
                  data-testid="request-phone"
                />
                <TextInput
                  label={t('request.email')}
                  type="email"
                  autoComplete="email"
                  {...form.getInputProps('email')}
                  data-testid="request-email"
                />
                <TextInput label={t('request.city')} required {...form.getInputProps('city')} data-testid="request-city" />
                <DatePickerInput
                  label={t('request.date')}
                  placeholder={t('request.datePlaceholder')}
                  value={form.values.preferredDate}
                  onChange={(v) => form.setFieldValue('preferredDate', v ? String(v).slice(0, 10) : null)}
                  error={ruleText(form.errors.preferredDate)}
                  minDate={today}
                  maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
                  clearable
                  data-testid="request-date"
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {t('request.contactHint')}
              </Text>
              <Textarea
                label={t('request.note')}
                autosize
                minRows={2}
                {...form.getInputProps('note')}
                data-testid="request-note"
              />
              <Button
                type="submit"
                color="orange"
                loading={loading}
                style={{ alignSelf: 'flex-start' }}
                data-testid="request-submit"
              >
                {t('request.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
