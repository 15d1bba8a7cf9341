import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { checkImageFile, IMAGE_ACCEPT } from '@academy/contract/common';
import {
  DEFAULT_JERSEY_NUMBER,
  JERSEY_MAX,
  JERSEY_MIN,
  TEAM_MESSAGES,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  TeamMemberInputSchema,
} from '@academy/contract/team';
import { AdminAlert } from '../../../components/admin/alert';
import { AdminImage } from '../../../components/admin/image';
import { AdminSpinner } from '../../../components/admin/spinner';
import { useObjectUrl } from '../../../hooks/use-object-url';
import ui from '../../../components/admin/ui.module.css';
import { errorMessage } from '../../../lib/api-client';
import { useTeamMember } from '../api/get-team-member';
import { useSaveTeamMember } from '../api/save-team-member';
import css from './team.module.css';

type FormIn = z.input<typeof TeamMemberInputSchema>;
type FormOut = z.output<typeof TeamMemberInputSchema>;

/** /addteam adds a member; /addteam?id=N edits one. */
export default function TeamFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const member = useTeamMember(id);
  const save = useSaveTeamMember();
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = useObjectUrl(photo);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(TeamMemberInputSchema),
    defaultValues: { name: '', role: '' as FormIn['role'], jersey_number: String(DEFAULT_JERSEY_NUMBER) },
  });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;

  useEffect(() => {
    if (member.data) {
      reset({ name: member.data.name, role: member.data.role, jersey_number: member.data.jersey_number === null ? '' : String(member.data.jersey_number) });
    }
  }, [member.data, reset]);

  const onPhoto = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    setPhotoError(problem);
    setPhoto(problem ? null : file);
  };

  const photoRequired = () => {
    if (!id && !photo && !photoError) setPhotoError(TEAM_MESSAGES.photoRequired);
  };

  const onValid = (values: FormOut) => {
    setFailure(null);
    if (photoError) return;
    if (!id && !photo) {
      setPhotoError(TEAM_MESSAGES.photoRequired);
      return;
    }
    save.mutate(
      { id, name: values.name, role: values.role, jersey_number: values.jersey_number, image: photo },
      {
        onSuccess: () => navigate('/dashboard/team', { state: { flash: id ? 'Team member updated.' : 'Team member added.' } }),
        onError: (e) => setFailure(errorMessage(e, TEAM_MESSAGES.saveFailed)),
      },
    );
  };

  if (id && member.isPending) return <AdminSpinner />;
  if (id && member.isError) {
    return (
      <div className={ui.page}>
        <AdminAlert tone="error">{TEAM_MESSAGES.memberLoadFailed}</AdminAlert>
        <Link to="/teamdashboard" className={ui.btn}>
          Back to team
        </Link>
      </div>
    );
  }

  const current = member.data ? (member.data.image ?? member.data.image_url) : null;

  return (
    <form
      className={ui.page}
      noValidate
      onSubmit={(e) => {
        photoRequired();
        void handleSubmit(onValid)(e);
      }}
    >
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>{id ? 'Edit team member' : 'Add team member'}</h1>
        <Link to="/teamdashboard" className={`${ui.btn} ${ui.small}`}>
          Back to team
        </Link>
      </div>
      <AdminAlert tone="error">{failure}</AdminAlert>
      <div className={css.formLayout}>
        <div className={`${ui.card} ${ui.form}`}>
          <div className={ui.field}>
            <label className={ui.label} htmlFor="team-name">
              Name
            </label>
            <input id="team-name" className={ui.input} aria-invalid={Boolean(errors.name)} {...register('name')} />
            {errors.name ? (
              <p className={ui.fieldError} role="alert">
                {errors.name.message}
              </p>
            ) : null}
          </div>
          <div className={ui.formGrid}>
            <div className={ui.field}>
              <label className={ui.label} htmlFor="team-role">
                Role
              </label>
              <select id="team-role" className={ui.input} aria-invalid={Boolean(errors.role)} {...register('role')}>
                <option value="">Select a role</option>
                {TEAM_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {TEAM_ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              {errors.role ? (
                <p className={ui.fieldError} role="alert">
                  {errors.role.message}
                </p>
              ) : null}
            </div>
            <div className={ui.field}>
              <label className={ui.label} htmlFor="team-jersey">
                Jersey number (optional)
              </label>
              <input
                id="team-jersey"
                className={ui.input}
                type="number"
                inputMode="numeric"
                min={JERSEY_MIN}
                max={JERSEY_MAX}
                step={1}
                aria-invalid={Boolean(errors.jersey_number)}
                {...register('jersey_number')}
              />
              {errors.jersey_number ? (
                <p className={ui.fieldError} role="alert">
                  {errors.jersey_number.message}
                </p>
              ) : null}
            </div>
          </div>
        </div>
        <div className={`${ui.card} ${ui.field}`}>
          <label className={ui.label} htmlFor="team-photo">
            Photo{id ? ' (leave empty to keep the current one)' : ''}
          </label>
          {preview ? (
            <img src={preview} alt="New photo preview" className={css.photoPreview} />
          ) : current ? (
            <AdminImage src={current} alt="Current photo" className={css.photoPreview} sizes="160px" />
          ) : null}
          <input id="team-photo" type="file" accept={IMAGE_ACCEPT} onChange={(e) => onPhoto(e.target.files?.[0])} />
          <span className={ui.hint}>JPEG, PNG or WebP, under 5MB.</span>
          {photoError ? (
            <p className={ui.fieldError} role="alert">
              {photoError}
            </p>
          ) : null}
        </div>
      </div>
      <div>
        <button type="submit" className={`${ui.btn} ${ui.primary}`} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : id ? 'Update member' : 'Add member'}
        </button>
      </div>
    </form>
  );
}
