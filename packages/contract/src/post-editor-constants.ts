// The post editor's own texts (admin only): kept out of post-constants.ts, which every public page
// downloads (the news pages' messages), so the public pages' weight does not grow with the editor.
export const POST_EDITOR_MESSAGES = {
  publishNow: 'Publish now',
  unpublishTitle: 'Unpublish this post?',
  unpublishBody: 'Visitors will no longer see it on the news pages. It stays here as a draft.',
  unpublished: 'The post is a draft again: visitors no longer see it.',
  unpublish: 'Unpublish',
  reschedule: 'Reschedule…',
  state: 'State',
  unsavedFound: (when: string) => `This post has changes from ${when} that were never saved (the page was closed or the browser stopped).`,
  restore: 'Restore them',
  discard: 'Discard',
  imageUploading: (done: number, total: number) => (total > 1 ? `Uploading pictures (${done} of ${total})…` : 'Uploading picture…'),
  imageUploadFailed: (why: string) => `The picture was not added: ${why}`,
} as const;
