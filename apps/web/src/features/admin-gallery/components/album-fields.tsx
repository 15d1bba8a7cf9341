import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { AlbumInputSchema } from '@academy/contract/album';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { FilePicker, IMAGE_CARD_PICKER, useFileField } from '../../../components/admin/file-picker';
import ui from '../../../components/admin/ui.module.css';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { imageFileField } from '../../../lib/file-fields';

/** The create and edit screens' form: the contract's album input, and a cover that must be an image. */
const AlbumFormSchema = AlbumInputSchema.extend({ coverImage: imageFileField });
type AlbumFormIn = z.input<typeof AlbumFormSchema>;
export type AlbumFormOut = z.output<typeof AlbumFormSchema>;
export type AlbumForm = UseFormReturn<AlbumFormIn, unknown, AlbumFormOut>;

export const ALBUM_FIELDS = ['name', 'caption', 'coverImage'] as const;

export function useAlbumForm(): AlbumForm {
  return useForm<AlbumFormIn, unknown, AlbumFormOut>({
    resolver: zodResolver(AlbumFormSchema),
    defaultValues: { name: '', caption: '', coverImage: null },
  });
}

const look = ADMIN_FIELD_LOOK;

/** Album Name and caption in one card, the cover chooser (image files only) with its preview in another. */
export function AlbumFields({ form, current }: { form: AlbumForm; current?: string | null }) {
  const { register, formState } = form;
  const errors = formState.errors;
  const cover = useFileField(form, 'coverImage');
  return (
    <>
      <div className={`${ui.card} ${ui.form}`}>
        <TextField label="Album Name" look={look} error={errors.name?.message} {...register('name')} />
        <TextAreaField label="Caption (optional)" look={look} error={errors.caption?.message} {...register('caption')} />
      </div>
      <FilePicker
        label="Album Cover"
        {...IMAGE_CARD_PICKER}
        {...cover}
        previewAlt="Album cover preview"
        prompt="Drag and drop a cover image here, or click to choose"
        current={current ? <img src={current} alt="Album cover preview" className={ui.preview} /> : null}
      />
    </>
  );
}
