import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  CloseButton,
  Container,
  FileButton,
  Group,
  Image,
  Input,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ApplicationFieldsFragment } from '../../__generated__/graphql';
import { useSession } from '../../app/session';
import { describeError, errorMessage, formErrors } from '../../app/errors';
import { useAuthModal } from '../account/AuthModalProvider';
import { isEmail, isIndianMobile } from '../account/validation';
import {
  ApplyAsPanditDocument,
  JoinReferenceDocument,
  MyApplicationDocument,
  ResubmitApplicationDocument,
  UpdatePanditProfileDocument,
} from './operations';
import { ApplicationStatus } from './ApplicationStatus';
import { TagInput, type RefItem } from './TagInput';
import { IMAGE_ACCEPT, UploadError, uploadImage } from './uploadImage';
import './i18n';

const STORAGE_KEY = 'join-wizard';
const MAX_PHOTOS = 10;

interface Draft {
  name: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  state: string;
  city: string;
  location: string;
  bio: string;
  experience: number | string;
  specializations: string[];
  languages: string[];
  basic: number | string;
  premium: number | string;
  deluxe: number | string;
  virtualPoojaAvailable: boolean;
  virtualBasic: number | string;
  virtualPremium: number | string;
  virtualDeluxe: number | string;
  avatar: string | null;
  photos: string[];
}

const EMPTY: Draft = {
  name: '',
  email: '',
  phone: '',
  whatsappNumber: '',
  state: '',
  city: '',
  location: '',
  bio: '',
  experience: 0,
  specializations: [],
  languages: [],
  basic: 0,
  premium: 0,
  deluxe: 0,
  virtualPoojaAvailable: false,
  virtualBasic: '',
  virtualPremium: '',
  virtualDeluxe: '',
  avatar: null,
  photos: [],
};

type Field = keyof Draft;
type Errors = Partial<Record<Field, string>>;

/** Which step holds a field (to jump to a server-reported error). */
const STEP_OF: Record<string, number> = {
  name: 0, email: 0, phone: 0, whatsappNumber: 0,
  state: 1, city: 1, location: 1,
  bio: 2, experience: 2, specializations: 2, languages: 2, avatar: 2, photos: 2,
  basic: 3, premium: 3, deluxe: 3, virtualBasic: 3, virtualPremium: 3, virtualDeluxe: 3,
};

function fromApplication(p: ApplicationFieldsFragment, stateCode: (name: string) => string): Draft {
  return {
    name: p.name,
    email: p.email ?? '',
    phone: p.phone ?? '',
    whatsappNumber: p.whatsappNumber && p.whatsappNumber !== p.phone ? p.whatsappNumber : '',
    state: stateCode(p.state),
    city: p.city,
    location: p.location,
    bio: p.bio,
    experience: p.experience,
    specializations: [...p.specializations],
    languages: [...p.languages],
    basic: p.pricing.basic,
    premium: p.pricing.premium,
    deluxe: p.pricing.deluxe,
    virtualPoojaAvailable: p.virtualPoojaAvailable,
    virtualBasic: p.pricing.virtualBasic ?? '',
    virtualPremium: p.pricing.virtualPremium ?? '',
    virtualDeluxe: p.pricing.virtualDeluxe ?? '',
    avatar: p.avatar ?? null,
    photos: [...p.photos],
  };
}

function readStored(): { draft: Draft; step: number } | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { draft: Partial<Draft>; step: number };
    return { draft: { ...EMPTY, ...parsed.draft }, step: Math.min(3, Math.max(0, Number(parsed.step) || 0)) };
  } catch {
    return null;
  }
}

const isWhole = (v: number | string) => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** A photo chosen in this visit and not yet uploaded (uploads need a login; they happen at submit). */
interface PendingFile {
  file: File;
  preview: string;
}

/** '#join': the four-step Join as Pandit wizard (spec §2, §3, §5). */
export function JoinPage() {
  const { t, i18n } = useTranslation('pandit');
  const client = useApolloClient();
  const { user, loading: sessionLoading } = useSession();
  const { openLogin } = useAuthModal();
  const hindi = i18n.language.startsWith('hi');

  const reference = useQuery(JoinReferenceDocument);
  const mine = useQuery(MyApplicationDocument, { skip: !user, fetchPolicy: 'cache-and-network' });
  const existing = user ? (mine.data?.me?.panditProfile ?? null) : null;

  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [avatarFile, setAvatarFile] = useState<PendingFile | null>(null);
  const [photoFiles, setPhotoFiles] = useState<PendingFile[]>([]);
  const [submitting, setSubmitting] = useState<false | 'uploading' | 'saving'>(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<null | 'submitted' | 'updated'>(null);
  const [initialized, setInitialized] = useState(false);

  const states = reference.data?.referenceData.states ?? [];
  const specializations: RefItem[] = reference.data?.referenceData.specializations ?? [];
  const languages: RefItem[] = (reference.data?.referenceData.languages ?? []).map((l) => ({ id: l.code, name: l.name }));
  const stateCode = (name: string) => states.find((s) => s.name.en === name || s.code === name)?.code ?? '';
  const selectedState = states.find((s) => s.code === draft.state);

  // Start from: unsent answers of this visit, else the existing application, else the account's contact.
  useEffect(() => {
    if (initialized || sessionLoading || !reference.data) return;
    if (user && mine.loading && !mine.data) return;
    setInitialized(true);
    const stored = readStored();
    if (stored) {
      setDraft(stored.draft);
      setStep(stored.step);
      return;
    }
    if (existing) {
      setDraft(fromApplication(existing, stateCode));
      return;
    }
    if (user) setDraft((d) => ({ ...d, name: user.name, email: user.email ?? '', phone: user.phone ?? '' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs until it has initialised once; `existing` and `stateCode` derive from `mine.data` and `reference.data`
  }, [initialized, sessionLoading, reference.data, user, mine.loading, mine.data]);

  // Keep what was typed across a login, a sign-up or a reload of this tab.
  useEffect(() => {
    if (!initialized || done) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ draft, step }));
    } catch {
      /* storage full or unavailable: the answers stay in memory */
    }
  }, [draft, step, done, initialized]);

  // Release the previews still held when the page closes (the cleanup must see the latest files, not the first render's).
  const heldPreviews = useRef<PendingFile[]>([]);
  useEffect(() => {
    heldPreviews.current = avatarFile ? [avatarFile, ...photoFiles] : photoFiles;
  }, [avatarFile, photoFiles]);
  useEffect(() => () => heldPreviews.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const set = <K extends Field>(field: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  function check(s: number): Errors {
    const e: Errors = {};
    const v = draft;
    if (s === 0) {
      if (!v.name.trim()) e.name = t('join.validation.nameRequired');
      if (!v.email.trim()) e.email = t('join.validation.emailRequired');
      else if (!isEmail(v.email.trim())) e.email = t('join.validation.emailInvalid');
      if (!v.phone.trim()) e.phone = t('join.validation.phoneRequired');
      else if (!isIndianMobile(v.phone)) e.phone = t('join.validation.phoneInvalid');
      if (v.whatsappNumber.trim() && !isIndianMobile(v.whatsappNumber)) e.whatsappNumber = t('join.validation.whatsappInvalid');
    }
    if (s === 1) {
      if (!v.state) e.state = t('join.validation.stateRequired');
      if (!v.city) e.city = t('join.validation.cityRequired');
      if (v.location.trim().length < 2) e.location = t('join.validation.locationRequired');
    }
    if (s === 2) {
      if (!v.bio.trim()) e.bio = t('join.validation.bioRequired');
      if (!isWhole(v.experience) || Number(v.experience) > 80) e.experience = t('join.validation.experienceInvalid');
      if (!v.specializations.length) e.specializations = t('join.validation.specializationsRequired');
      if (!v.languages.length) e.languages = t('join.validation.languagesRequired');
      if (v.photos.length + photoFiles.length > MAX_PHOTOS) e.photos = t('join.validation.tooManyPhotos', { max: MAX_PHOTOS });
    }
    if (s === 3) {
      const tiers: Field[] = ['basic', 'premium', 'deluxe'];
      if (v.virtualPoojaAvailable) tiers.push('virtualBasic', 'virtualPremium', 'virtualDeluxe');
      for (const f of tiers) if (!isWhole(v[f] as number | string)) e[f] = t('join.validation.priceInvalid');
    }
    return e;
  }

  function next() {
    const e = check(step);
    setErrors(e);
    if (Object.keys(e).length === 0) setStep((s) => Math.min(3, s + 1));
  }

  function addPhotoFiles(files: File[]) {
    const room = MAX_PHOTOS - draft.photos.length - photoFiles.length;
    if (files.length > room) notifications.show({ color: 'orange', message: t('join.validation.tooManyPhotos', { max: MAX_PHOTOS }) });
    const picked = files.slice(0, Math.max(0, room)).map((file) => ({ file, preview: URL.createObjectURL(file) }));
    setPhotoFiles((p) => [...p, ...picked]);
    setErrors((e) => ({ ...e, photos: undefined }));
  }

  async function submit() {
    for (const s of [0, 1, 2, 3]) {
      const e = check(s);
      if (Object.keys(e).length) {
        setErrors(e);
        setStep(s);
        return;
      }
    }
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
      let avatar = draft.avatar;
      if (avatarFile) {
        avatar = await uploadImage(avatarFile.file);
        setDraft((d) => ({ ...d, avatar }));
        setAvatarFile(null);
      }
      const photos = [...draft.photos];
      for (const p of photoFiles) {
        photos.push(await uploadImage(p.file));
        setPhotoFiles((list) => list.filter((x) => x !== p));
        setDraft((d) => ({ ...d, photos: [...d.photos, photos[photos.length - 1]!] }));
      }

      setSubmitting('saving');
      const num = (v: number | string) => Number(v);
      const input = {
        name: draft.name.trim(),
        email: draft.email.trim(),
        phone: draft.phone.trim(),
        whatsappNumber: draft.whatsappNumber.trim() || null,
        state: draft.state,
        city: draft.city,
        location: draft.location.trim(),
        bio: draft.bio.trim(),
        experience: num(draft.experience),
        specializations: draft.specializations,
        languages: draft.languages,
        pricing: {
          basic: num(draft.basic),
          premium: num(draft.premium),
          deluxe: num(draft.deluxe),
          // Virtual prices are sent only when virtual poojas are offered (spec §5).
          ...(draft.virtualPoojaAvailable
            ? { virtualBasic: num(draft.virtualBasic), virtualPremium: num(draft.virtualPremium), virtualDeluxe: num(draft.virtualDeluxe) }
            : {}),
        },
        virtualPoojaAvailable: draft.virtualPoojaAvailable,
        avatar,
        photos,
      };
      if (!current) {
        await client.mutate({ mutation: ApplyAsPanditDocument, variables: { input } });
      } else if (current.registrationStatus === 'APPROVED') {
        await client.mutate({ mutation: UpdatePanditProfileDocument, variables: { id: current.id, input: { ...input, avatar: avatar ?? '' } } });
      } else {
        await client.mutate({ mutation: ResubmitApplicationDocument, variables: { input } });
      }
      await client.refetchQueries({ include: [MyApplicationDocument] }).catch(() => undefined);
      try {
        sessionStorage.removeItem(STORAGE_KEY);
      } catch {
        /* ignore */
      }
      setDone(current?.registrationStatus === 'APPROVED' ? 'updated' : 'submitted');
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof UploadError) {
        setFailure(t(error.key));
        setStep(2);
        return;
      }
      const info = describeError(error);
      const fields = formErrors(error, t);
      if (Object.keys(fields).length) {
        setErrors(fields as Errors);
        setStep(Math.min(...Object.keys(fields).map((f) => STEP_OF[f] ?? 3)));
      }
      setFailure(`${t('join.failed')}${info.key !== 'generic' ? ` (${errorMessage(error, t)})` : ''}`);
      notifications.show({ color: 'red', message: t('join.failed') });
    } finally {
      setSubmitting(false);
    }
  }

  const mode = existing?.registrationStatus === 'APPROVED' ? 'edit' : existing ? 'resubmit' : 'apply';

  if (done) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p="xl" data-testid="join-success">
          <Stack align="center" ta="center" gap="sm">
            <Text fz={48} aria-hidden>
              🙏
            </Text>
            <Title order={1} fz="h2" data-testid="join-success-title">
              {done === 'updated' ? t('join.success.updatedTitle') : t('join.success.title')}
            </Title>
            <Text c="dimmed">{done === 'updated' ? t('join.success.updatedBody') : t('join.success.body')}</Text>
            <Button component={Link} to="/" variant="light">
              {t('join.success.home')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const ready = Boolean(reference.data) && initialized;
  const stateOptions = states.map((s) => ({ value: s.code, label: hindi ? s.name.hi : s.name.en }));
  const cityOptions = (selectedState?.cities ?? []).map((c) => ({ value: c.name.en, label: hindi ? c.name.hi : c.name.en }));
  const priceInput = (field: 'basic' | 'premium' | 'deluxe' | 'virtualBasic' | 'virtualPremium' | 'virtualDeluxe') => (
    <NumberInput
      label={t(`join.fields.${field}`)}
      value={draft[field]}
      onChange={(v) => set(field, v)}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      required
      error={errors[field]}
      data-testid={`join-${field}`}
    />
  );

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{mode === 'edit' ? t('join.editTitle') : mode === 'resubmit' ? t('join.resubmitTitle') : t('join.title')}</Title>
          <Text c="dimmed">{t('join.intro')}</Text>
        </div>
        {existing && <ApplicationStatus application={existing} hideLink />}
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
            <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} allowNextStepsSelect={false} size="sm" data-testid="join-stepper">
              <Stepper.Step label={t('join.steps.contact')} description={t('join.steps.contactDesc')}>
                <Stack gap="sm" mt="md">
                  <TextInput label={t('join.fields.name')} required value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} data-testid="join-name" />
                  <TextInput label={t('join.fields.email')} required type="email" value={draft.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} data-testid="join-email" />
                  <TextInput label={t('join.fields.phone')} required type="tel" value={draft.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={errors.phone} data-testid="join-phone" />
                  <TextInput
                    label={t('join.fields.whatsapp')}
                    description={t('join.fields.whatsappHint')}
                    type="tel"
                    value={draft.whatsappNumber}
                    placeholder={draft.phone}
                    onChange={(e) => set('whatsappNumber', e.currentTarget.value)}
                    error={errors.whatsappNumber}
                    data-testid="join-whatsapp"
                  />
                </Stack>
              </Stepper.Step>
              <Stepper.Step label={t('join.steps.place')} description={t('join.steps.placeDesc')}>
                <Stack gap="sm" mt="md">
                  <Select
                    label={t('join.fields.state')}
                    placeholder={t('join.fields.statePlaceholder')}
                    required
                    searchable
                    data={stateOptions}
                    value={draft.state || null}
                    onChange={(v) => {
                      set('state', v ?? '');
                      set('city', '');
                    }}
                    error={errors.state}
                    data-testid="join-state"
                  />
                  <Select
                    label={t('join.fields.city')}
                    placeholder={t('join.fields.cityPlaceholder')}
                    required
                    searchable
                    disabled={!selectedState}
                    data={cityOptions}
                    value={draft.city || null}
                    onChange={(v) => set('city', v ?? '')}
                    error={errors.city}
                    data-testid="join-city"
                  />
                  <TextInput
                    label={t('join.fields.location')}
                    placeholder={t('join.fields.locationPlaceholder')}
                    required
                    value={draft.location}
                    onChange={(e) => set('location', e.currentTarget.value)}
                    error={errors.location}
                    data-testid="join-location"
                  />
                </Stack>
              </Stepper.Step>
              <Stepper.Step label={t('join.steps.profile')} description={t('join.steps.profileDesc')}>
                <Stack gap="md" mt="md">
                  <Textarea
                    label={t('join.fields.bio')}
                    placeholder={t('join.fields.bioPlaceholder')}
                    required
                    autosize
                    minRows={3}
                    maxLength={2000}
                    value={draft.bio}
                    onChange={(e) => set('bio', e.currentTarget.value)}
                    error={errors.bio}
                    data-testid="join-bio"
                  />
                  <NumberInput
                    label={t('join.fields.experience')}
                    required
                    min={0}
                    max={80}
                    allowDecimal={false}
                    allowNegative={false}
                    value={draft.experience}
                    onChange={(v) => set('experience', v)}
                    error={errors.experience}
                    data-testid="join-experience"
                  />
                  <TagInput
                    label={t('join.fields.specializations')}
                    placeholder={t('join.fields.specializationPlaceholder')}
                    values={draft.specializations}
                    onChange={(v) => set('specializations', v)}
                    reference={specializations}
                    error={errors.specializations}
                    testId="join-specializations"
                    required
                  />
                  <TagInput
                    label={t('join.fields.languages')}
                    placeholder={t('join.fields.languagePlaceholder')}
                    values={draft.languages}
                    onChange={(v) => set('languages', v)}
                    reference={languages}
                    error={errors.languages}
                    testId="join-languages"
                    required
                  />
                  <Input.Wrapper label={t('join.fields.avatar')} error={errors.avatar}>
                    <Group gap="sm" mt={4}>
                      <Avatar src={avatarFile?.preview ?? draft.avatar} size={64} radius="xl" color="saffron">
                        {draft.name.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <FileButton
                        accept={IMAGE_ACCEPT}
                        onChange={(file) => {
                          if (!file) return;
                          if (avatarFile) URL.revokeObjectURL(avatarFile.preview);
                          setAvatarFile({ file, preview: URL.createObjectURL(file) });
                        }}
                      >
                        {(props) => (
                          <Button {...props} variant="light" size="xs" data-testid="join-avatar-button">
                            {t('join.fields.choosePhoto')}
                          </Button>
                        )}
                      </FileButton>
                      {(avatarFile || draft.avatar) && (
                        <CloseButton
                          aria-label={t('join.fields.removePhoto')}
                          onClick={() => {
                            setAvatarFile(null);
                            set('avatar', null);
                          }}
                        />
                      )}
                    </Group>
                  </Input.Wrapper>
                  <Input.Wrapper label={t('join.fields.photos')} description={t('join.fields.photosHint', { max: MAX_PHOTOS })} error={errors.photos}>
                    <Stack gap="xs" mt={4}>
                      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" data-testid="join-photos">
                        {[...draft.photos.map((url) => ({ url, pending: null as PendingFile | null })), ...photoFiles.map((p) => ({ url: p.preview, pending: p }))].map(({ url, pending }) => (
                          <div key={url} style={{ position: 'relative' }}>
                            <Image src={url} alt="" radius="sm" h={80} fit="cover" />
                            <ActionIcon
                              size="sm"
                              color="dark"
                              variant="filled"
                              style={{ position: 'absolute', top: 4, right: 4 }}
                              aria-label={t('join.fields.removePhoto')}
                              onClick={() => {
                                if (pending) {
                                  URL.revokeObjectURL(pending.preview);
                                  setPhotoFiles((list) => list.filter((x) => x !== pending));
                                } else set('photos', draft.photos.filter((u) => u !== url));
                              }}
                            >
                              ×
                            </ActionIcon>
                          </div>
                        ))}
                      </SimpleGrid>
                      <FileButton accept={IMAGE_ACCEPT} multiple onChange={(files) => addPhotoFiles(files)}>
                        {(props) => (
                          <Button {...props} variant="light" size="xs" w="fit-content" disabled={draft.photos.length + photoFiles.length >= MAX_PHOTOS} data-testid="join-photos-button">
                            {t('join.fields.addPhotos')}
                          </Button>
                        )}
                      </FileButton>
                    </Stack>
                  </Input.Wrapper>
                </Stack>
              </Stepper.Step>
              <Stepper.Step label={t('join.steps.pricing')} description={t('join.steps.pricingDesc')}>
                <Stack gap="sm" mt="md">
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    {priceInput('basic')}
                    {priceInput('premium')}
                    {priceInput('deluxe')}
                  </SimpleGrid>
                  <Switch
                    label={t('join.fields.virtual')}
                    checked={draft.virtualPoojaAvailable}
                    onChange={(e) => set('virtualPoojaAvailable', e.currentTarget.checked)}
                    data-testid="join-virtual"
                  />
                  {draft.virtualPoojaAvailable && (
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      {priceInput('virtualBasic')}
                      {priceInput('virtualPremium')}
                      {priceInput('virtualDeluxe')}
                    </SimpleGrid>
                  )}
                </Stack>
              </Stepper.Step>
            </Stepper>

            {failure && (
              <Alert color="red" mt="md" role="alert" data-testid="join-error">
                {failure}
              </Alert>
            )}

            <Group justify="space-between" mt="xl">
              <Button variant="default" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0 || Boolean(submitting)} data-testid="join-previous">
                {t('join.previous')}
              </Button>
              {step < 3 ? (
                <Button onClick={next} data-testid="join-next">
                  {t('join.next')}
                </Button>
              ) : (
                <Button onClick={() => void submit()} disabled={Boolean(submitting) || user?.role === "ADMIN"} data-testid="join-submit">
                  {submitting === 'uploading' ? t('join.uploading') : submitting ? t('join.submitting') : mode === 'edit' ? t('join.save') : mode === 'resubmit' ? t('join.resubmit') : t('join.submit')}
                </Button>
              )}
            </Group>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
