import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MAX_PHOTOS } from '@marketplace/schema/rules';
import type { ApplicationFieldsFragment } from '../../__generated__/graphql';
import { ruleMessage, ruleResolver, translatedRuleErrors } from '../../app/ruleForm';
import {
  EMPTY_VALUES,
  LAST_STEP,
  PHOTOS_STEP,
  STEP_SCHEMAS,
  fromApplication,
  toApplicationInput,
  type JoinValues,
} from './applicationInput';

const STORAGE_KEY = 'join-wizard';

export type JoinForm = UseFormReturnType<JoinValues>;

/** A photo chosen in this visit and not yet uploaded (uploads need a login; they happen at submit). */
export interface PendingFile {
  file: File;
  preview: string;
}

interface Start {
  /** The session, the reference data and the viewer's application have loaded. */
  loaded: boolean;
  existing: ApplicationFieldsFragment | null;
  account: { name: string; email?: string | null; phone?: string | null } | null;
  stateCode: (name: string) => string;
}

function readStored(): { values: JoinValues; step: number } | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { draft: Partial<JoinValues>; step: number };
    const values = { ...EMPTY_VALUES, ...parsed.draft, pricing: { ...EMPTY_VALUES.pricing, ...parsed.draft.pricing } };
    return { values, step: Math.min(LAST_STEP, Math.max(0, Number(parsed.step) || 0)) };
  } catch {
    return null;
  }
}

/** Each step's check: the shared rules on the input the answers make. */
const STEP_CHECKS = STEP_SCHEMAS.map((schema) =>
  ruleResolver<JoinValues>(schema, (v) => toApplicationInput(v, v.avatar, v.photos)),
);

/**
 * The wizard's answers, step and chosen images. Starts from the unsent answers of this visit (kept in
 * session storage across a login, a sign-up or a reload), else the existing application, else the
 * account's contact details.
 */
export function useJoinDraft({ loaded, existing, account, stateCode }: Start) {
  // Each step is checked with its own rules (validateStep), so the form has no validate of its own.
  const form = useForm<JoinValues>({ initialValues: EMPTY_VALUES, enhanceGetInputProps: translatedRuleErrors });
  // The unsent answers of this visit are at hand at once; the others arrive with the queries.
  const [stored] = useState(readStored);
  const [step, setStep] = useState(stored?.step ?? 0);
  const [finished, setFinished] = useState(false);
  const [avatarFile, setAvatarFileState] = useState<PendingFile | null>(null);
  const [photoFiles, setPhotoFiles] = useState<PendingFile[]>([]);

  const { initialized, initialize } = form;
  useEffect(() => {
    if (initialized || !loaded) return;
    if (stored) initialize(stored.values);
    else if (existing) initialize(fromApplication(existing, stateCode));
    else if (account) initialize({ ...EMPTY_VALUES, name: account.name, email: account.email ?? '', phone: account.phone ?? '' });
    else initialize(EMPTY_VALUES);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs until it has initialised once; `existing`, `account` and `stateCode` are read when `loaded` turns true
  }, [initialized, loaded]);

  useEffect(() => {
    if (!initialized || finished) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ draft: form.values, step }));
    } catch {
      /* storage full or unavailable: the answers stay in memory */
    }
  }, [form.values, step, finished, initialized]);

  // Previews are object URLs: release those still held when the page goes away.
  const held = useRef({ avatarFile, photoFiles });
  useEffect(() => {
    held.current = { avatarFile, photoFiles };
  });
  useEffect(
    () => () => {
      if (held.current.avatarFile) URL.revokeObjectURL(held.current.avatarFile.preview);
      held.current.photoFiles.forEach((p) => URL.revokeObjectURL(p.preview));
    },
    [],
  );

  /** Checks a step and shows its errors; true when it passes. */
  function validateStep(s: number): boolean {
    const values = form.getValues();
    const errors = STEP_CHECKS[s]?.(values) ?? {};
    // Photos chosen in this visit are not uploaded yet, but they count.
    if (s === PHOTOS_STEP && values.photos.length + photoFiles.length > MAX_PHOTOS) errors.photos ??= 'photos.tooMany';
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  }

  return {
    form,
    step,
    setStep,
    /** Ready to show: the answers have their starting values. */
    initialized,
    validateStep,
    next: () => {
      if (validateStep(step)) setStep((s) => Math.min(LAST_STEP, s + 1));
    },
    /** The answers were sent: forget them (no longer kept in session storage). */
    finish: () => {
      setFinished(true);
      try {
        sessionStorage.removeItem(STORAGE_KEY);
      } catch {
        /* ignore */
      }
    },
    /** Checks every step; on a failure shows that step with its errors and returns false. */
    validateAll: (): boolean => {
      for (let s = 0; s <= LAST_STEP; s++) {
        if (!validateStep(s)) {
          setStep(s);
          return false;
        }
      }
      return true;
    },
    avatarFile,
    setAvatarFile: (file: File | null) => {
      if (avatarFile) URL.revokeObjectURL(avatarFile.preview);
      setAvatarFileState(file ? { file, preview: URL.createObjectURL(file) } : null);
    },
    photoFiles,
    addPhotoFiles: (files: File[]) => {
      const room = MAX_PHOTOS - form.getValues().photos.length - photoFiles.length;
      if (files.length > room) notifications.show({ color: 'orange', message: ruleMessage('photos.tooMany') });
      const picked = files.slice(0, Math.max(0, room)).map((file) => ({ file, preview: URL.createObjectURL(file) }));
      setPhotoFiles((p) => [...p, ...picked]);
      form.clearFieldError('photos');
    },
    removePhotoFile: (pending: PendingFile) => {
      URL.revokeObjectURL(pending.preview);
      setPhotoFiles((list) => list.filter((x) => x !== pending));
    },
    /** After an upload: the file becomes a stored URL in the answers. */
    avatarUploaded: (url: string) => {
      form.setFieldValue('avatar', url);
      if (avatarFile) URL.revokeObjectURL(avatarFile.preview);
      setAvatarFileState(null);
    },
    photoUploaded: (pending: PendingFile, url: string) => {
      setPhotoFiles((list) => list.filter((x) => x !== pending));
      form.setFieldValue('photos', (photos) => [...photos, url]);
    },
  };
}

export type JoinDraft = ReturnType<typeof useJoinDraft>;
