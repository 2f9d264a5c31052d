import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MAX_PHOTOS } from '@marketplace/schema/rules';
import type { ApplicationFieldsFragment } from '../../__generated__/graphql';
import { ruleMessage, ruleResolver, translatedRuleErrors } from '../../app/ruleForm';
import { i18n } from '../../app/i18n';
import { MIN_PHOTO_SIDE } from '@marketplace/schema/rules/draft';
import { DiscardApplicationDraftDocument, SaveApplicationDraftDocument } from './operations';
import { checkImageFile } from './uploadImage';
import {
  EMPTY_VALUES,
  LAST_STEP,
  PHOTOS_STEP,
  STEP_SCHEMAS,
  fromApplication,
  toApplicationInput,
  withTierTexts,
  type JoinValues,
} from './applicationInput';

const STORAGE_KEY = 'join-wizard';

export type JoinForm = UseFormReturnType<JoinValues>;

/** A photo chosen in this visit and not yet uploaded (uploads need a login; they happen at submit). */
export interface PendingFile {
  file: File;
  preview: string;
}

/** Unsent answers kept for later: in this browser, or with the signed-in account on the server. */
export interface SavedDraft {
  draft: Partial<JoinValues>;
  step: number;
  /** When they were kept (ISO instant): the newer of the browser's and the server's copy wins. */
  savedAt: string;
}

/** How long the answers rest before they are sent to the server (each change restarts the wait). */
const SERVER_SAVE_DELAY_MS = 1500;

interface Start {
  /** The session, the reference data, the viewer's application and server draft have loaded. */
  loaded: boolean;
  /** The signed-in account's draft on the server (null when none, or for a visitor). */
  serverDraft: SavedDraft | null;
  signedIn: boolean;
  existing: ApplicationFieldsFragment | null;
  account: { name: string; email?: string | null; phone?: string | null } | null;
  stateCode: (name: string) => string;
  /** The step to open on (the workspace's "Describe your tiers" opens the pricing step); a kept draft's step wins. */
  startStep?: number;
}

function storages(): Storage[] {
  const out: Storage[] = [];
  try {
    out.push(localStorage, sessionStorage);
  } catch {
    /* storage blocked: the answers stay in memory */
  }
  return out;
}

/** The answers kept in this browser (localStorage; sessionStorage is where older versions kept them). */
function readStored(): SavedDraft | null {
  for (const storage of storages()) {
    try {
      const raw = storage.getItem(STORAGE_KEY);
      if (!raw) continue;
      const parsed = JSON.parse(raw) as Partial<SavedDraft>;
      if (!parsed.draft || typeof parsed.draft !== 'object') continue;
      return { draft: parsed.draft, step: Number(parsed.step) || 0, savedAt: parsed.savedAt ?? new Date(0).toISOString() };
    } catch {
      /* unreadable: try the next */
    }
  }
  return null;
}

/** A kept draft as the wizard's values and step. */
function restore(saved: SavedDraft): { values: JoinValues; step: number } {
  const values = {
    ...EMPTY_VALUES,
    ...saved.draft,
    pricing: { ...EMPTY_VALUES.pricing, ...saved.draft.pricing },
    tierIncludes: withTierTexts(saved.draft.tierIncludes),
  };
  return { values, step: Math.min(LAST_STEP, Math.max(0, saved.step)) };
}

/** The newer of two kept drafts. */
export function newerDraft(a: SavedDraft | null, b: SavedDraft | null): SavedDraft | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.savedAt) > Date.parse(a.savedAt) ? b : a;
}

/** Each step's check: the shared rules on the input the answers make. */
const STEP_CHECKS = STEP_SCHEMAS.map((schema) =>
  ruleResolver<JoinValues>(schema, (v) => toApplicationInput(v, v.avatar, v.photos)),
);

/**
 * The wizard's answers, step and chosen images. Starts from the newest unsent answers (kept in this browser's
 * localStorage across a login, a reload or a closed tab, and with the signed-in account on the server), else
 * the existing application, else the account's contact details. Chosen files are checked when added; they
 * stay in memory (a late upload error keeps them and every answer).
 */
export function useJoinDraft({ loaded, serverDraft, signedIn, existing, account, stateCode, startStep = 0 }: Start) {
  const client = useApolloClient();
  // Each step is checked with its own rules (validateStep), so the form has no validate of its own.
  const form = useForm<JoinValues>({ initialValues: EMPTY_VALUES, enhanceGetInputProps: translatedRuleErrors });
  // The unsent answers of this visit are at hand at once; the others arrive with the queries.
  const [stored] = useState(readStored);
  const [step, setStep] = useState(startStep);
  const [finished, setFinished] = useState(false);
  const [avatarFile, setAvatarFileState] = useState<PendingFile | null>(null);
  const [photoFiles, setPhotoFiles] = useState<PendingFile[]>([]);
  // The last save sent to the server: the discard after a submit waits for it, so a save still on its way cannot
  // arrive after the discard and bring the sent answers back as a draft (seen on a loaded machine).
  const lastServerSave = useRef<Promise<unknown>>(Promise.resolve());

  const { initialized, initialize } = form;
  useEffect(() => {
    if (initialized || !loaded) return;
    const saved = newerDraft(stored, serverDraft);
    if (saved) {
      const restored = restore(saved);
      initialize(restored.values);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the kept step arrives with the server's draft (an external system), once
      setStep(restored.step);
      notifications.show({ id: 'join-draft-restored', color: 'blue', message: i18n.t('pandit:join.draftRestored') });
    } else if (existing) initialize(fromApplication(existing, stateCode));
    else if (account) initialize({ ...EMPTY_VALUES, name: account.name, email: account.email ?? '', phone: account.phone ?? '' });
    else initialize(EMPTY_VALUES);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs until it has initialised once; `existing`, `account` and `stateCode` are read when `loaded` turns true
  }, [initialized, loaded]);

  useEffect(() => {
    if (!initialized || finished) return;
    const saved: SavedDraft = { draft: form.values, step, savedAt: new Date().toISOString() };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      /* storage full or unavailable: the answers stay in memory (and on the server once signed in) */
    }
    if (!signedIn) return;
    // Signed in: the account keeps them too (another device, a cleared browser), a moment after the last change.
    const timer = setTimeout(() => {
      lastServerSave.current = client
        .mutate({ mutation: SaveApplicationDraftDocument, variables: { draft: saved.draft, step: saved.step } })
        .catch(() => undefined); // unreachable server: the browser's copy stands, the next change tries again
    }, SERVER_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form.values, step, finished, initialized, signedIn, client]);

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
    /** The answers were sent: forget them (in this browser and on the server). */
    finish: () => {
      setFinished(true);
      for (const storage of storages()) {
        try {
          storage.removeItem(STORAGE_KEY);
        } catch {
          /* ignore */
        }
      }
      void lastServerSave.current.then(() => client.mutate({ mutation: DiscardApplicationDraftDocument })).catch(() => undefined);
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
    /** A chosen profile photo, checked at once: a wrong file is refused with its reason, the old choice stays. */
    setAvatarFile: async (file: File | null) => {
      if (file) {
        const problem = await checkImageFile(file);
        if (problem) {
          form.setFieldError('avatar', fileProblem(file, problem));
          return;
        }
      }
      form.clearFieldError('avatar');
      if (avatarFile) URL.revokeObjectURL(avatarFile.preview);
      setAvatarFileState(file ? { file, preview: URL.createObjectURL(file) } : null);
    },
    photoFiles,
    /** Chosen gallery photos, each checked at once: the good ones are added, the others named with their reason. */
    addPhotoFiles: async (files: File[]) => {
      const problems = await Promise.all(files.map(checkImageFile));
      const good = files.filter((_, i) => !problems[i]);
      const refused = files.flatMap((file, i) => (problems[i] ? [fileProblem(file, problems[i])] : []));
      const room = MAX_PHOTOS - form.getValues().photos.length - photoFiles.length;
      if (good.length > room) notifications.show({ color: 'orange', message: ruleMessage('photos.tooMany') });
      const picked = good.slice(0, Math.max(0, room)).map((file) => ({ file, preview: URL.createObjectURL(file) }));
      setPhotoFiles((p) => [...p, ...picked]);
      if (refused.length) form.setFieldError('photos', refused.join(' '));
      else form.clearFieldError('photos');
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

/** '<file name>: <why>' in the chosen language. */
function fileProblem(file: File, key: string): string {
  return i18n.t('pandit:upload.checkFailed', { name: file.name, reason: i18n.t(`pandit:${key}`, { min: MIN_PHOTO_SIDE }) });
}
