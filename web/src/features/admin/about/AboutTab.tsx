import { useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Button, Group, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { aboutTextInputSchema, valuesFromLines } from '@marketplace/schema/rules/admin';
import { graphql } from '../../../__generated__';
import { errorMessage, serverFieldErrors } from '../../../app/errors';
import { ruleResolver, ruleText } from '../../../app/ruleForm';
import { formatDateTime } from '../../../app/format';
import { LoadError } from '../../../components/ui/LoadError';
import { LanguageName } from '../../../components/ui/LanguageName';

const AboutEditableDocument = graphql(`
  query AdminAboutEditable {
    aboutEditable {
      en {
        title
        content
        mission
        vision
        values
        updatedAt
        updatedBy
      }
      hi {
        title
        content
        mission
        vision
        values
      }
    }
  }
`);
const UpdateAboutDocument = graphql(`
  mutation AdminUpdateAbout($en: AboutTextInput!, $hi: AboutTranslationInput) {
    updateAbout(en: $en, hi: $hi) {
      title
      updatedAt
      updatedBy
    }
  }
`);

type Lang = 'en' | 'hi';
interface Draft {
  title: string;
  content: string;
  mission: string;
  vision: string;
  values: string;
}
const FIELDS = ['title', 'content', 'mission', 'vision'] as const;
const draftOf = (x: { title: string; content: string; mission: string; vision: string; values: string[] }): Draft => ({
  ...x,
  values: x.values.join('\n'),
});
/** The English text is required; Hindi falls back to it field by field. */
const checkEnglish = ruleResolver(aboutTextInputSchema);
const inputOf = (d: Draft) => ({
  title: d.title,
  content: d.content,
  mission: d.mission,
  vision: d.vision,
  values: valuesFromLines(d.values),
});

/** View and edit the About content in English and Hindi (values one per line, blank lines dropped). */
export function AboutTab() {
  const { t, i18n } = useTranslation('admin');
  const { data, loading, error, refetch } = useQuery(AboutEditableDocument);
  const [save, saving] = useMutation(UpdateAboutDocument, {
    refetchQueries: [AboutEditableDocument],
    // The public #about page reads again from the server in either language.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'about' });
      cache.gc();
    },
  });
  const [drafts, setDrafts] = useState<Record<Lang, Draft> | null>(null);
  const [lang, setLang] = useState<Lang>('en');
  const [errors, setErrors] = useState<Record<string, ReactNode>>({});

  if (error && !data) return <LoadError title={t('about.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (loading && !data) return <Skeleton height={300} aria-busy="true" />;
  const current = data!.aboutEditable;
  const view = { en: draftOf(current.en), hi: draftOf(current.hi) };

  async function submit() {
    const d = drafts!;
    const local = checkEnglish(inputOf(d.en));
    setErrors(local);
    if (Object.keys(local).length) return setLang('en');
    try {
      await save({ variables: { en: inputOf(d.en), hi: inputOf(d.hi) } });
      notifications.show({ color: 'green', message: t('about.saved') });
      setDrafts(null);
    } catch (e) {
      setErrors(serverFieldErrors(e, 'en'));
      notifications.show({ color: 'red', title: t('about.saveFailed'), message: errorMessage(e, t) });
    }
  }

  const shown = (drafts ?? view)[lang];
  /** The language of what the view shows for a field: the edited language's text, else the English it falls back to. */
  const langOf = (k: keyof Draft): Lang => (shown[k] ? lang : 'en');
  const set = (k: keyof Draft, v: string) =>
    setDrafts((old) => ({ ...(old ?? view), [lang]: { ...(old ?? view)[lang], [k]: v } }));

  return (
    <Stack>
      <Group justify="space-between">
        <SegmentedControl
          value={lang}
          onChange={(v) => setLang(v)}
          data={[
            { value: 'en', label: <LanguageName lang="en" /> },
            { value: 'hi', label: <LanguageName lang="hi" /> },
          ]}
          aria-label={t('about.language')}
          data-testid="about-lang"
        />
        {drafts ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => (setDrafts(null), setErrors({}))}>
              {t('common:actions.cancel')}
            </Button>
            <Button loading={saving.loading} onClick={() => void submit()} data-testid="about-save">
              {t('form.save')}
            </Button>
          </Group>
        ) : (
          <Button onClick={() => setDrafts(view)} data-testid="about-edit">
            {t('form.edit')}
          </Button>
        )}
      </Group>
      {lang === 'hi' && (
        <Text size="sm" c="dimmed">
          {t('about.hiHint')}
        </Text>
      )}
      <Text size="sm" c="dimmed" data-user-text={current.en.updatedBy ?? undefined}>
        {current.en.updatedBy
          ? t('about.lastUpdated', { by: current.en.updatedBy, at: formatDateTime(current.en.updatedAt, i18n.language) })
          : t('about.neverUpdated')}
      </Text>
      {drafts ? (
        <Stack gap="sm" data-testid="about-form">
          {FIELDS.map((f) =>
            f === 'title' ? (
              <TextInput
                key={f}
                label={t(`about.${f}`)}
                value={shown[f]}
                onChange={(e) => set(f, e.currentTarget.value)}
                error={lang === 'en' ? ruleText(errors[f]) : undefined}
                withAsterisk={lang === 'en'}
              />
            ) : (
              <Textarea
                key={f}
                label={t(`about.${f}`)}
                value={shown[f]}
                autosize
                minRows={f === 'content' ? 5 : 2}
                onChange={(e) => set(f, e.currentTarget.value)}
                error={lang === 'en' ? ruleText(errors[f]) : undefined}
                withAsterisk={lang === 'en'}
              />
            ),
          )}
          <Textarea
            label={t('about.values')}
            description={t('about.valuesHint')}
            value={shown.values}
            autosize
            minRows={4}
            onChange={(e) => set('values', e.currentTarget.value)}
          />
        </Stack>
      ) : (
        <Paper withBorder radius="md" p="md" data-testid="about-view">
          <Title order={3} fz="h4" lang={langOf('title')}>
            {shown.title || view.en.title}
          </Title>
          <Text mt="sm" style={{ whiteSpace: 'pre-line' }} lang={langOf('content')}>
            {shown.content || view.en.content}
          </Text>
          {(['mission', 'vision'] as const).map((f) => (
            <div key={f}>
              <Text fw={700} mt="md">
                {t(`about.${f}`)}
              </Text>
              <Text lang={langOf(f)}>{shown[f] || view.en[f]}</Text>
            </div>
          ))}
          <Text fw={700} mt="md">
            {t('about.values')}
          </Text>
          <ul lang={langOf('values')}>
            {valuesFromLines(shown.values || view.en.values).map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </Paper>
      )}
    </Stack>
  );
}
