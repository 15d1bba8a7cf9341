// The editors' Tags screen (decision 053): its texts, apart from tag-constants.ts, which the news pages download.
import { TAG_NAME_MAX } from './tag-constants.ts';

export const TAG_ADMIN_TEXTS = {
  subtitle: 'Every tag the posts carry. Rename a tag, merge it into another by giving it that tag’s name, or delete it from every post.',
  loadFailed: 'The tags could not be loaded.',
  empty: 'No post has a tag yet. Tags are added in the post editor.',
  columns: { name: 'Tag', posts: 'Posts', address: 'Page', actions: 'Actions' },
  posts: (n: number) => (n === 1 ? '1 post' : `${n} posts`),
  rename: 'Rename',
  renameLabel: (name: string) => `Rename tag ${name}`,
  renameTitle: (name: string) => `Rename “${name}”`,
  nameLabel: 'New name',
  nameHint: `Up to ${TAG_NAME_MAX} characters. The name of another tag merges this one into it.`,
  mergeWarning: (into: string) => `“${into}” exists: this tag will be merged into it, and its page will lead to that tag’s.`,
  addressWarning: 'The tag’s page gets a new address; links to the old one will lead there.',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  renamed: (name: string) => `Tag renamed to “${name}”.`,
  merged: (name: string) => `Tag merged into “${name}”.`,
  renameFailed: 'The tag could not be renamed.',
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete tag ${name}`,
  deleteTitle: 'Delete tag?',
  deleteMessage: (name: string, posts: number) =>
    `“${name}” will be removed from ${posts === 1 ? '1 post' : `${posts} posts`} and its page will stop working. The posts themselves stay.`,
  deleted: (name: string) => `Tag “${name}” deleted.`,
  deleteFailed: 'The tag could not be deleted.',
  openPage: (name: string) => `Open the page of tag ${name}`,
  manage: 'Manage tags',
} as const;
