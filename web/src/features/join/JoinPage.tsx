import { useQuery } from '../../app/query';
import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { errorMessage } from '../../app/errors';
import { JoinReferenceDocument, MyApplicationDocument, MyApplicationDraftDocument } from './operations';
import { ApplicationStatus } from './ApplicationStatus';
import { DocumentsPanel } from '../verification/DocumentsPanel';
import type { RefItem } from './TagInput';
import { LAST_STEP, STEPS } from './applicationInput';
import { useJoinDraft, type SavedDraft } from './useJoinDraft';
import { useSubmitApplication } from './useSubmitApplication';
import { ContactStep } from './steps/ContactStep';
import { PlaceStep } from './steps/PlaceStep';
import { ProfileStep } from './steps/ProfileStep';
import { PricingStep } from './steps/PricingStep';
import './i18n';

function JoinSuccess({ updated }: { updated: boolean }) {
  const { t } = useTranslation('pandit');
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl" data-testid="join-success">
        <Stack align="center" ta="center" gap="sm">
          <Text fz={48} aria-hidden>
            🙏
          </Text>
          <Title order={1} fz="h2" data-testid="join-success-title">
            {updated ? t('join.success.updatedTitle') : t('join.success.title')}
          </Title>
          <Text c="dimmed">{updated ? t('join.success.updatedBody') : t('join.success.body')}</Text>
          <Button component={Link} to="/" variant="light">
            {t('join.success.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** '/join': the four-step Join as Pandit wizard (spec §2, §3, §5). */
export function JoinPage() {
  const { t } = useTranslation('pandit');
  const { user, loading: sessionLoading } = useSession();
  const reference = useQuery(JoinReferenceDocument);
  const mine = useQuery(MyApplicationDocument, { skip: !user, fetchPolicy: 'cache-and-network' });
  const existing = user ? (mine.data?.me?.panditProfile ?? null) : null;
  // The account's unsent answers kept on the server; a failure to read them leaves the browser's copy.
  const serverDraft = useQuery(MyApplicationDraftDocument, { skip: !user, fetchPolicy: 'network-only' });
  const kept = user ? serverDraft.data?.myApplicationDraft : null;

  // '/join?step=pricing' (the workspace's "Describe your tiers") opens on that step; every step is checked on saving.
  const [params] = useSearchParams();
  const startStep = Math.max(0, STEPS.indexOf(params.get('step') as (typeof STEPS)[number]));
  const states = reference.data?.referenceData.states ?? [];
  // The ceremonies a pandit picks are the table's (issue #33); the server maps the names to them.
  const specializations: RefItem[] = reference.data?.ceremonies ?? [];
  const languages: RefItem[] = (reference.data?.referenceData.languages ?? []).map((l) => ({ id: l.code, name: l.name }));

  const draft = useJoinDraft({
    loaded: !sessionLoading && Boolean(reference.data) && !(user && mine.loading && !mine.data) && !(user && serverDraft.loading),
    signedIn: Boolean(user),
    serverDraft: kept ? { draft: kept.draft as SavedDraft['draft'], step: kept.step, savedAt: kept.updatedAt } : null,
    existing,
    account: user,
    stateCode: (name) => states.find((s) => s.name.en === name || s.code === name)?.code ?? '',
    startStep,
  });
  const { submit, submitting, failure, done } = useSubmitApplication(draft);
  const { step, setStep } = draft;

  if (done) return <JoinSuccess updated={done === 'updated'} />;

  const mode = existing?.registrationStatus === 'APPROVED' ? 'edit' : existing ? 'resubmit' : 'apply';
  const ready = Boolean(reference.data) && draft.initialized;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>
            {mode === 'edit' ? t('join.editTitle') : mode === 'resubmit' ? t('join.resubmitTitle') : t('join.title')}
          </Title>
          <Text c="dimmed">{t('join.intro')}</Text>
        </div>
        {existing && <ApplicationStatus application={existing} hideLink />}
        {existing && <DocumentsPanel />}
        {user?.role === 'ADMIN' && <Alert color="orange">{t('join.adminCannotApply')}</Alert>}
        {reference.error ? (
          <Alert color="red" title={t('join.failed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(reference.error, t)}</Text>
              <Button size="xs" variant="outline" color="red" onClick={() => void reference.refetch()}>
                {t('common:actions.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : !ready ? (
          <Stack gap="sm" aria-busy="true">
            <Skeleton height={60} />
            <Skeleton height={200} />
          </Stack>
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Stepper
              active={step}
              onStepClick={(s) => s < step && setStep(s)}
              allowNextStepsSelect={false}
              size="sm"
              data-testid="join-stepper"
            >
              <Stepper.Step label={t('join.steps.contact')} description={t('join.steps.contactDesc')}>
                <ContactStep form={draft.form} />
              </Stepper.Step>
              <Stepper.Step label={t('join.steps.place')} description={t('join.steps.placeDesc')}>
                <PlaceStep form={draft.form} states={states} />
              </Stepper.Step>
              <Stepper.Step label={t('join.steps.profile')} description={t('join.steps.profileDesc')}>
                <ProfileStep draft={draft} specializations={specializations} languages={languages} />
              </Stepper.Step>
              <Stepper.Step label={t('join.steps.pricing')} description={t('join.steps.pricingDesc')}>
                <PricingStep form={draft.form} ceremonies={specializations} />
              </Stepper.Step>
            </Stepper>

            {failure && (
              <Alert color="red" mt="md" role="alert" data-testid="join-error">
                {failure}
              </Alert>
            )}

            <Group justify="space-between" mt="xl">
              <Button
                variant="default"
                onClick={() => setStep((s) => Math.max(0, s - 1))}
                disabled={step === 0 || Boolean(submitting)}
                data-testid="join-previous"
              >
                {t('join.previous')}
              </Button>
              {step < LAST_STEP ? (
                <Button onClick={draft.next} data-testid="join-next">
                  {t('join.next')}
                </Button>
              ) : (
                <Button
                  onClick={() => void submit()}
                  disabled={Boolean(submitting) || user?.role === 'ADMIN'}
                  data-testid="join-submit"
                >
                  {submitting === 'uploading'
                    ? t('join.uploading')
                    : submitting
                      ? t('join.submitting')
                      : mode === 'edit'
                        ? t('join.save')
                        : mode === 'resubmit'
                          ? t('join.resubmit')
                          : t('join.submit')}
                </Button>
              )}
            </Group>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
