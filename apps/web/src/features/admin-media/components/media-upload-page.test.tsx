import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '@academy/contract/media';
import { api, NETWORK_DOWN } from '../../../test/api';
import { renderScreen } from '../../../test/render-screen';
import MediaUploadPage from './media-upload-page';

const open = () => renderScreen(<MediaUploadPage />, { route: '/mediaupload', path: '/mediaupload' });

describe('MediaUploadPage validation', () => {
  it('asks for a title and for a file or a URL', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await screen.findByText(MEDIA_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(MEDIA_MESSAGES.titleRequired);
    // The contract's refine puts "file or URL" on video_file: the message belongs to the file field.
    expect(screen.getByLabelText('Video file')).toHaveAccessibleDescription(MEDIA_MESSAGES.fileOrUrl);
    expect(api.calls).toEqual([]);
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
    expect(api.calls).toEqual([]);

    await userEvent.upload(input, new File(['mp4'], 'drills.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('drills.mp4')).toBeInTheDocument();
    expect(screen.queryByText(MEDIA_MESSAGES.notVideo)).toBeNull();
  });

  it('shows the connection message when the upload fails', async () => {
    api.post('/media', NETWORK_DOWN);
    open();
    await userEvent.type(screen.getByLabelText('Title'), 'Highlights');
    await userEvent.type(screen.getByLabelText('Video URL'), 'https://youtu.be/abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.uploadFailed);
    expect(Object.fromEntries(api.lastCall('POST', '/media')!.body as FormData)).toEqual({ title: 'Highlights', video_url: 'https://youtu.be/abcdefgh' });
  });
});
