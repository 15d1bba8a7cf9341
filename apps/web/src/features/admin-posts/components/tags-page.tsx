import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ADMIN_SCREENS } from '@academy/contract/admin-screens';
import { TAG_ADMIN_TEXTS as T } from '@academy/contract/tag-admin-constants';
import { TagRenameSchema, tagPath, tagSlug, type TagCount } from '@academy/contract/tag';
import { AdminConfirmDialog } from '../../../components/admin/confirm-dialog';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminDialogForm } from '../../../components/admin/form-controls';
import { AdminListPage } from '../../../components/admin/admin-page';
import { AdminModal } from '../../../components/admin/modal';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { useNotice } from '../../../components/admin/notice';
import { ActionButton, DeleteButton } from '../../../components/admin/row-actions';
import { TextField } from '../../../components/ui/form-field';
import { useConfirmedAction } from '../../../hooks/use-confirmed-delete';
import { useSendForm } from '../../../hooks/use-form-send';
import { useTags } from '../api/get-tags';
import { useDeleteTag, useRenameTag } from '../api/tag-care';

type FormIn = z.input<typeof TagRenameSchema>;
type FormOut = z.output<typeof TagRenameSchema>;
const C = T.columns;

/**
 * A tag's new name, checked by the contract's rule; it says before saving what the name will do:
 * merge into the tag that has that name's slug, or give the tag's page a new address.
 */
function RenameDialog({ tag, all, onClose, onDone }: { tag: TagCount; all: TagCount[]; onClose: () => void; onDone: (text: string) => void }) {
  const rename = useRenameTag();
  const { register, handleSubmit, formState, control, sending, send } = useSendForm<
    FormIn,
    FormOut,
    Awaited<ReturnType<typeof rename.mutateAsync>>,
    FormIn & { slug: string }
  >(zodResolver(TagRenameSchema), { name: tag.name }, rename, { fields: ['name'], fallback: T.renameFailed });
  const typed = useWatch({ control, name: 'name' }) ?? '';
  const slug = tagSlug(typed);
  const into = slug && slug !== tag.slug ? all.find((t) => t.slug === slug) : undefined;
  const warning = into ? T.mergeWarning(into.name) : slug && slug !== tag.slug ? T.addressWarning : null;
  return (
    <AdminModal title={T.renameTitle(tag.name)} onClose={onClose}>
      <AdminDialogForm
        onSubmit={handleSubmit((values) =>
          send({ slug: tag.slug, name: values.name }, (result) => onDone(result.merged ? T.merged(result.tag.name) : T.renamed(result.tag.name))),
        )}
        sending={sending}
        onCancel={onClose}
        texts={{ cancel: T.cancel, submit: T.save, busy: T.saving }}
      >
        <TextField label={T.nameLabel} hint={T.nameHint} look={ADMIN_FIELD_LOOK} error={formState.errors.name?.message} autoFocus {...register('name')} />
        {warning ? (
          <p role="note" data-testid="tag-rename-warning">
            {warning}
          </p>
        ) : null}
      </AdminDialogForm>
    </AdminModal>
  );
}

/** /tags (decision 053): every tag with its posts, renamed, merged into another or deleted from every post. */
export default function TagsPage() {
  const tags = useTags();
  const notice = useNotice();
  const [renaming, setRenaming] = useState<TagCount | null>(null);
  const remove = useConfirmedAction<TagCount, string>(
    useDeleteTag(),
    (tag) => tag.slug,
    { done: (tag) => T.deleted(tag.name), failed: T.deleteFailed },
    notice,
  );
  const columns: Column<TagCount>[] = [
    {
      header: C.name,
      cell: (tag) => (
        <Link to={tagPath(tag.slug)} target="_blank" rel="noopener" aria-label={T.openPage(tag.name)}>
          {tag.name}
        </Link>
      ),
    },
    { header: C.address, cell: (tag) => <code>{tagPath(tag.slug)}</code> },
    { header: C.posts, cell: (tag) => T.posts(tag.count) },
    {
      header: C.actions,
      buttons: true,
      cell: (tag) => (
        <>
          <ActionButton icon={Pencil} look="small" label={T.renameLabel(tag.name)} onClick={notice.clearing(() => setRenaming(tag))}>
            {T.rename}
          </ActionButton>
          <DeleteButton label={T.deleteLabel(tag.name)} text={T.delete} onClick={() => remove.ask(tag)} />
        </>
      ),
    },
  ];

  return (
    <AdminListPage
      title={ADMIN_SCREENS.tags.title}
      subtitle={T.subtitle}
      notice={notice}
      list={tags}
      messages={{ loadFailed: T.loadFailed, empty: T.empty }}
      dialogs={
        <>
          {renaming ? (
            <RenameDialog
              tag={renaming}
              all={tags.data ?? []}
              onClose={() => setRenaming(null)}
              onDone={(text) => {
                setRenaming(null);
                notice.success(text);
              }}
            />
          ) : null}
          <AdminConfirmDialog
            {...remove.dialog}
            title={T.deleteTitle}
            message={remove.target ? T.deleteMessage(remove.target.name, remove.target.count) : undefined}
            confirmLabel={T.delete}
            busyLabel="Deleting..."
          />
        </>
      }
    >
      {(items) => <AdminTable rows={items} columns={columns} rowKey={(tag) => tag.slug} rowProps={(tag) => ({ 'data-tag': tag.slug })} flat />}
    </AdminListPage>
  );
}
