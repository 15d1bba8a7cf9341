import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MEDIA_MESSAGES } from '@academy/contract/media';
import { renderScreen } from '../../../test/render-screen';
import MediaUploadPage from './media-upload-page';

const { uploadMedia } = vi.hoisted(() => ({ uploadMedia: vi.fn() }));
// The hook must call the mock: a partial mock would leave it bound to the real function.
vi.mock('../api/upload-media', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { uploadMedia, useUploadMedia: () => useMutation({ mutationFn: uploadMedia }) };
});

const open = () => renderScreen(<MediaUploadPage />, { route: '/mediaupload', path: '/mediaupload' });

describe('MediaUploadPage validation', () => {
  it('asks for a title and for a file or a URL', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await screen.findByText(MEDIA_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(MEDIA_MESSAGES.titleRequired);
    // The contract's refine puts "file or URL" on video_file: the message belongs to the file field.
    expect(screen.getByLabelText('Video file')).toHaveAccessibleDescription(MEDIA_MESSAGES.fileOrUrl);
    expect(uploadMedia).not.toHaveBeenCalled();
    // A URL answers it: the file field is checked again as the URL changes.
    await userEvent.type(screen.getByLabelText('Video URL'), 'https://youtu.be/abcdefgh');
    await waitFor(() => expect(screen.queryByText(MEDIA_MESSAGES.fileOrUrl)).toBeNull());
  });

  it('refuses a file that is not a video', async () => {
    open();
    const input = screen.getByLabelText('Video file');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText(MEDIA_MESSAGES.notVideo)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Notes');
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(screen.getByText(MEDIA_MESSAGES.notVideo)).toBeInTheDocument();
    expect(uploadMedia).not.toHaveBeenCalled();

    await userEvent.upload(input, new File(['mp4'], 'drills.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('drills.mp4')).toBeInTheDocument();
    expect(screen.queryByText(MEDIA_MESSAGES.notVideo)).toBeNull();
  });

  it('reports progress and shows the connection message when the upload fails', async () => {
    vi.mocked(uploadMedia).mockImplementation(async ({ onProgress }) => {
      onProgress(0.5);
      throw new Error('network');
    });
    open();
    await userEvent.type(screen.getByLabelText('Title'), 'Highlights');
    await userEvent.type(screen.getByLabelText('Video URL'), 'https://youtu.be/abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.uploadFailed);
    expect(vi.mocked(uploadMedia).mock.calls[0]?.[0]).toMatchObject({ title: 'Highlights', video_url: 'https://youtu.be/abcdefgh', video_file: null });
  });
});
