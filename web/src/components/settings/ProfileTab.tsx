// Settings > Profile (spec 001 §2): a view mode, then Edit Profile, then Save or Cancel (Cancel reloads
// the stored values). Full name; email read-only; university then course (the course is cleared when
// the university changes, disabled until one is chosen, and lists only that university's courses);
// the avatar upload takes images only and shows the new picture at once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Camera, GraduationCap, Lock, Mail, Pencil, UserRound } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { AVATAR_MAX_BYTES } from '../../../../modules/accounts/contract.ts';
import { accountKeys, accountsApi, type Profile, useAuthCache } from '../../api/accounts.ts';
import { useCoursesOf, useUniversities } from '../../api/catalogue.ts';
import { ApiError, apiFieldErrors } from '../../api/client.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { isImageFile } from '../../lib/user.ts';
import { toast } from '../toast.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { InputField, SelectField, Spinner, SubmitButton } from '../ui/Form.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { SettingsCard } from './SettingsCard.tsx';

type Form = { fullName: string; universityId: string; courseId: string };

const formOf = (p: Profile): Form => ({ fullName: p.fullName, universityId: p.universityId ?? '', courseId: p.courseId ?? '' });

function AvatarUploader({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const cache = useAuthCache();
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => accountsApi.uploadAvatar(file),
    onSuccess: ({ avatarUrl }) => {
      toast.success(t`Profile picture updated successfully`);
      queryClient.setQueryData<Profile>(accountKeys.profile, (p) => (p ? { ...p, avatarUrl } : p));
      cache.updated({ avatarUrl });
    },
    onError: (error) => {
      toast.error(t`Failed to update profile picture`, {
        description: error instanceof ApiError ? error.message : t`Please try another image.`,
      });
    },
    onSettled: () => setPreview(null),
  });

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  function onPick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      toast.error(t`Failed to update profile picture`, { description: t`Please choose an image file (PNG, JPEG, WebP or GIF).` });
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t`Failed to update profile picture`, { description: t`Avatar must be at most 5 MB.` });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  }

  return (
    <div className="avatar-uploader">
      <div className={`avatar-uploader__frame${upload.isPending ? ' is-busy' : ''}`}>
        <Avatar name={profile.fullName} src={preview ?? profile.avatarUrl} size={96} />
        {upload.isPending && (
          <span className="avatar-uploader__busy">
            <Spinner label={t`Uploading`} />
          </span>
        )}
        <button
          type="button"
          className="avatar-uploader__button"
          onClick={() => inputRef.current?.click()}
          disabled={upload.isPending}
          aria-label={t`Change profile picture`}
        >
          <Camera aria-hidden="true" />
        </button>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        onChange={onPick}
        data-testid="avatar-input"
        aria-label={t`Profile picture`}
      />
    </div>
  );
}

function Fact({ icon: Icon, label, value, muted }: { icon: typeof Mail; label: string; value: string; muted?: boolean }) {
  return (
    <div className="fact">
      <dt>
        <Icon aria-hidden="true" /> {label}
      </dt>
      <dd className={muted ? 'is-muted' : undefined}>{value}</dd>
    </div>
  );
}

export function ProfileTab() {
  const { t } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const cache = useAuthCache();
  const profile = useQuery({ queryKey: accountKeys.profile, queryFn: ({ signal }) => accountsApi.profile(signal), staleTime: 0 });
  const universities = useUniversities();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<Form>({ fullName: '', universityId: '', courseId: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [cancelling, setCancelling] = useState(false);
  const shownUniversity = editing ? form.universityId : (profile.data?.universityId ?? '');
  const courses = useCoursesOf(shownUniversity || null);

  useEffect(() => {
    if (profile.isError) toast.error(t`Failed to load profile`, { id: 'profile-load' });
  }, [profile.isError, t]);
  useEffect(() => {
    if (universities.isError || courses.isError) toast.error(t`Failed to load universities and courses`, { id: 'catalogue-load' });
  }, [universities.isError, courses.isError, t]);

  const save = useMutation({
    mutationFn: (body: Form) =>
      accountsApi.updateProfile({
        fullName: body.fullName.trim(),
        universityId: body.universityId || null,
        courseId: body.courseId || null,
      }),
    onSuccess: (user) => {
      toast.success(t`Profile updated successfully`);
      queryClient.setQueryData(accountKeys.profile, user);
      cache.updated(user);
      setEditing(false);
    },
    onError: (error) => {
      setErrors(apiFieldErrors(error) as Partial<Record<keyof Form, string>>);
      toast.error(t`Failed to update profile`, { description: error instanceof ApiError ? error.message : undefined });
    },
  });

  if (profile.isPending) {
    return (
      <SettingsCard title={t`Profile`}>
        <div className="profile-skeleton" aria-busy="true">
          <Skeleton circle width={96} height={96} />
          <div>
            <Skeleton className="skeleton--title" width={220} />
            <Skeleton className="skeleton--text" width={260} />
          </div>
        </div>
      </SettingsCard>
    );
  }
  if (profile.isError || !profile.data) {
    return <ErrorPanel title={t`Failed to load profile`} message={t`Your profile did not load.`} onRetry={() => void profile.refetch()} />;
  }
  const p = profile.data;
  const sortedUniversities = [...(universities.data?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const universityName = sortedUniversities.find((u) => u.id === p.universityId)?.name;
  const courseName = courses.data?.find((c) => c.id === p.courseId)?.name;

  function startEditing() {
    setForm(formOf(p));
    setErrors({});
    setEditing(true);
  }

  async function cancel() {
    setCancelling(true);
    const fresh = await profile.refetch();
    setCancelling(false);
    if (fresh.data) setForm(formOf(fresh.data));
    setErrors({});
    setEditing(false);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!form.fullName.trim()) {
      setErrors({ fullName: t`Full name is required` });
      return;
    }
    setErrors({});
    save.mutate(form);
  }

  return (
    <SettingsCard
      id="profile-title"
      title={t`Profile`}
      description={t`This is how you appear on Studyhall, on your documents and reviews.`}
      action={
        !editing && (
          <button type="button" className="btn btn--secondary" onClick={startEditing}>
            <Pencil aria-hidden="true" /> <Trans>Edit Profile</Trans>
          </button>
        )
      }
    >
      <div className="profile-head">
        <AvatarUploader profile={p} />
        <div className="profile-head__text">
          <p className="profile-head__name" data-testid="profile-name">
            {p.fullName}
          </p>
          <p className="profile-head__email">{p.email}</p>
          <p className="profile-head__meta">
            <Trans>Member since {format.monthYear(p.createdAt)}</Trans>
          </p>
          <p className="profile-head__hint">
            <Trans>Change your photo with the camera button: PNG, JPEG, WebP or GIF, up to 5 MB.</Trans>
          </p>
        </div>
      </div>

      {editing ? (
        <form className="settings-form" onSubmit={onSubmit} noValidate aria-label={t`Edit profile`}>
          <div className="form-grid">
            <InputField
              label={t`Full name`}
              name="fullName"
              autoComplete="name"
              value={form.fullName}
              onChange={(e) => setForm((f) => ({ ...f, fullName: e.target.value }))}
              error={errors.fullName}
              autoFocus
            />
            <InputField
              label={t`Email`}
              type="email"
              value={p.email}
              readOnly
              disabled
              hint={
                <>
                  <Lock aria-hidden="true" className="inline-icon" /> <Trans>Your email is used to sign in and cannot be changed here.</Trans>
                </>
              }
            />
            <SelectField
              label={t`University`}
              name="universityId"
              value={form.universityId}
              onChange={(e) => {
                const universityId = e.target.value;
                // A different university clears the course (spec 001 §2).
                setForm((f) => ({ ...f, universityId, courseId: universityId === f.universityId ? f.courseId : '' }));
              }}
              error={errors.universityId}
              disabled={universities.isPending}
            >
              <option value="">{universities.isPending ? t`Loading universities…` : t`Choose your university`}</option>
              {sortedUniversities.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t`Course`}
              name="courseId"
              value={form.courseId}
              onChange={(e) => setForm((f) => ({ ...f, courseId: e.target.value }))}
              disabled={!form.universityId || courses.isPending}
              error={errors.courseId}
              hint={form.universityId ? undefined : t`Choose a university first.`}
            >
              <option value="">
                {!form.universityId ? t`Choose a university first` : courses.isPending ? t`Loading courses…` : t`Choose your course`}
              </option>
              {(form.universityId ? (courses.data ?? []) : []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="settings-form__actions">
            <button type="button" className="btn btn--ghost" onClick={cancel} disabled={save.isPending || cancelling}>
              <Trans>Cancel</Trans>
            </button>
            <SubmitButton busy={save.isPending} busyLabel={t`Saving…`} className="btn btn--primary">
              <Trans>Save changes</Trans>
            </SubmitButton>
          </div>
        </form>
      ) : (
        <dl className="facts" data-testid="profile-view">
          <Fact icon={UserRound} label={t`Full name`} value={p.fullName} />
          <Fact icon={Mail} label={t`Email`} value={p.email} />
          <Fact icon={Building2} label={t`University`} value={p.universityId ? (universityName ?? '…') : t`Not set`} muted={!p.universityId} />
          <Fact
            icon={GraduationCap}
            label={t`Course`}
            value={p.courseId ? (courseName ?? '…') : t`Not set`}
            muted={!p.courseId}
          />
        </dl>
      )}
    </SettingsCard>
  );
}
