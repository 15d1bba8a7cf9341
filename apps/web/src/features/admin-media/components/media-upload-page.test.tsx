import { screen } from '@testing-library/react';
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
    expect(screen.getByText(MEDIA_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(MEDIA_MESSAGES.fileOrUrl)).toBeInTheDocument();
    expect(uploadMedia).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a video', async () => {
    open();
    const input = screen.getByLabelText('Video file');
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(screen.getByText(MEDIA_MESSAGES.notVideo)).toBeInTheDocument();
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
