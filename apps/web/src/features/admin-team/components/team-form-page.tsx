import { useEffect, useState } from 'react';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { BackLink } from '../../../components/admin/row-actions';
import type { z } from 'zod';
import { ADMIN_PATHS } from '@academy/contract/admin-paths';
import {
  JERSEY_DEFAULT,
  JERSEY_MAX,
  JERSEY_MIN,
  NewTeamMemberInputSchema,
  TEAM_MESSAGES,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  TeamMemberInputSchema,
  type TeamMember,
  isMinorByDefault,
} from '@academy/contract/team';
import { AdminAlert } from '../../../components/admin/alert';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { CheckField } from '../../../components/admin/form-controls';
import { FilePicker, IMAGE_CARD_PICKER, useFileField } from '../../../components/admin/file-picker';
import { AdminImage } from '../../../components/admin/image';
import { AdminSpinner } from '../../../components/admin/spinner';
import ui from '../../../components/admin/ui.module.css';
import { SubmitButton } from '../../../components/admin/form-controls';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { imageFileField } from '../../../lib/file-fields';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTeamMember } from '../api/get-team-member';
import { useSaveTeamMember } from '../api/save-team-member';
import css from './team.module.css';

/** Adding needs a photo (the contract's refine on `image`); editing keeps the current one when none is chosen. */
const AddSchema = NewTeamMemberInputSchema.safeExtend({ image: imageFileField });
const EditSchema = TeamMemberInputSchema.safeExtend({ image: imageFileField });
type FormIn = z.input<typeof AddSchema>;
type FormOut = z.output<typeof AddSchema>;
/** Every field of the contract's form, for the server's field errors. */
const FIELDS = Object.keys(TeamMemberInputSchema.shape) as (keyof typeof TeamMemberInputSchema.shape)[];

const look = ADMIN_FIELD_LOOK;

/** /addteam adds a member; /addteam?id=N edits one. */
export default function TeamFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const member = useTeamMember(id);

  if (id && member.isPending) return <AdminSpinner />;
  if (id && member.isError) {
    return (
      <div className={ui.page}>
        <AdminAlert tone="error">{TEAM_MESSAGES.memberLoadFailed}</AdminAlert>
        <Link to={ADMIN_PATHS.team} className={ui.btn}>
          Back to team
        </Link>
      </div>
    );
  }
  return <TeamMemberForm key={id ?? 'new'} id={id} member={id ? (member.data ?? null) : null} />;
}

function TeamMemberForm({ id, member }: { id: string | null; member: TeamMember | null }) {
  const save = useSaveTeamMember();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  useAdminRecordTitle(member?.name);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(id ? EditSchema : AddSchema),
    defaultValues: {
      name: member?.name ?? '',
      role: member?.role ?? ('' as FormIn['role']),
      // A new member's jersey number shows 0 (SPEC 9), no box ticked (choosing a role then ticks "A child" for a player).
      jersey_number: member ? (member.jersey_number == null ? '' : String(member.jersey_number)) : String(JERSEY_DEFAULT),
      image: null,
      is_minor: member?.is_minor ?? false,
      photo_consent: member?.photo_consent ?? false,
    },
  });
  const { register, handleSubmit, setValue, setError, control, formState } = form;
  // A new member: a coach is an adult, a player a child, until the checkbox says otherwise.
  const role = useWatch({ control, name: 'role' });
  useEffect(() => {
    if (!id && role) setValue('is_minor', isMinorByDefault(role));
  }, [id, role, setValue]);
  const errors = formState.errors;
  const photo = useFileField(form, 'image');
  const current = member ? (member.image ?? member.image_url) : null;

  const onValid = (values: FormOut) => {
    setFailure(null);
    save.mutate(
      { ...values, id, image: values.image ?? null },
      {
        onSuccess: () => navigate(ADMIN_PATHS.teamAtDashboard, { state: { flash: id ? TEAM_MESSAGES.updated : TEAM_MESSAGES.added } }),
        onError: (e) => setFailure(applyServerErrors(e, setError, FIELDS, TEAM_MESSAGES.saveFailed)),
      },
    );
  };

  return (
    <AdminPage
      title={adminScreenHeading('teamMember', id ? `?id=${id}` : '')}
      actions={<BackLink to={ADMIN_PATHS.team}>Back to team</BackLink>}
      onSubmit={handleSubmit(onValid)}
      failure={failure}
    >
      <div className={css.formLayout}>
        <div className={`${ui.card} ${ui.form}`}>
          <TextField label="Name" look={look} error={errors.name?.message} {...register('name')} />
          <div className={ui.formGrid}>
            <SelectField
              label="Role"
              look={look}
              options={TEAM_ROLES}
              optionLabel={(role) => TEAM_ROLE_LABELS[role]}
              placeholder="Select a role"
              error={errors.role?.message}
              {...register('role')}
            />
            <TextField
              label="Jersey number (optional)"
              look={look}
              type="number"
              inputMode="numeric"
              min={JERSEY_MIN}
              max={JERSEY_MAX}
              step={1}
              error={errors.jersey_number?.message}
              {...register('jersey_number')}
            />
          </div>
          <CheckField label={TEAM_MESSAGES.isMinor} hint={TEAM_MESSAGES.isMinorHint} hintId="is-minor-hint" indentHint {...register('is_minor')} />
          <CheckField
            label={TEAM_MESSAGES.photoConsent}
            hint={TEAM_MESSAGES.photoConsentHint}
            hintId="photo-consent-hint"
            indentHint
            {...register('photo_consent')}
          />
        </div>
        <FilePicker
          label={`Photo${id ? ' (leave empty to keep the current one)' : ''}`}
          {...IMAGE_CARD_PICKER}
          {...photo}
          previewAlt="New photo preview"
          prompt="Drag and drop a photo here, or click to choose"
          current={current ? <AdminImage src={current} alt="Current photo" className={css.photoPreview} sizes="160px" /> : null}
        />
      </div>
      <div>
        <SubmitButton busy={save.isPending} busyLabel="Saving...">
          {id ? 'Update member' : 'Add member'}
        </SubmitButton>
      </div>
    </AdminPage>
  );
}
