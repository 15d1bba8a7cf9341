import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FilePicker, formatFileSize } from './file-picker';

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL ??= vi.fn(() => 'blob:preview');
  URL.revokeObjectURL ??= vi.fn();
});

const png = (name = 'cover.png', size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** A screen's use of the picker: it keeps the choice and refuses what is not a PNG. */
function Harness({
  multiple = false,
  kind = 'image',
  progress = null,
  current = false,
}: {
  multiple?: boolean;
  kind?: 'image' | 'file';
  progress?: number | null;
  current?: boolean;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  return (
    <FilePicker
      label="Cover image"
      accept="image/png"
      multiple={multiple}
      kind={kind}
      files={files}
      onChoose={(chosen) => {
        setFiles(chosen);
        setError(chosen.some((f) => f.type !== 'image/png') ? 'Please choose a PNG' : undefined);
      }}
      onClear={() => {
        setFiles([]);
        setError(undefined);
      }}
      previewAlt="Cover preview"
      current={current ? <img src="/uploads/old.png" alt="Current cover" /> : null}
      prompt="Drop an image here"
      hint="PNG only"
      error={error}
      progress={progress}
    />
  );
}

describe('FilePicker', () => {
  it('is a real, labelled file input inside a drop zone that says what to do', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Cover image');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Cover image');
    expect(input).toHaveAccessibleDescription('PNG only');
    expect(screen.getByText('Drop an image here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('shows a chosen image as a preview with its name and size, and Remove empties it', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Cover image');
    await userEvent.upload(input, png('cover.png', 3 * 1024));
    expect(screen.getByAltText('Cover preview')).toBeInTheDocument();
    expect(screen.getByText('cover.png')).toBeInTheDocument();
    expect(screen.getByText(/3 KB/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove cover.png' }));
    expect(screen.queryByAltText('Cover preview')).toBeNull();
    expect(screen.queryByText('cover.png')).toBeNull();
    expect(screen.getByText('Drop an image here')).toBeInTheDocument();
    // Focus goes back to the chooser, so a keyboard user can pick again at once.
    expect(input).toHaveFocus();
  });

  it('takes a file dropped on the zone and marks the zone while a file is dragged over it', () => {
    render(<Harness />);
    const zone = screen.getByTestId('file-dropzone');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-active');
    fireEvent.drop(zone, { dataTransfer: { files: [png('dropped.png')] } });
    expect(zone).not.toHaveAttribute('data-active');
    expect(screen.getByAltText('Cover preview')).toBeInTheDocument();
    expect(screen.getByText('dropped.png')).toBeInTheDocument();
  });

  it('shows the error under the field, named by the input, without a preview of the refused file', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Cover image');
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByText('Please choose a PNG')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PNG only Please choose a PNG');
    expect(screen.queryByAltText('Cover preview')).toBeNull();
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    // Replacing the choice clears the error.
    await userEvent.upload(input, png());
    expect(screen.queryByText('Please choose a PNG')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the current image until something is chosen, and a video as its name and size', async () => {
    const { unmount } = render(<Harness current />);
    expect(screen.getByAltText('Current cover')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Cover image'), png());
    expect(screen.queryByAltText('Current cover')).toBeNull();
    unmount();

    render(<Harness kind="file" />);
    const video = new File([new Uint8Array(3 * 1024 * 1024)], 'drills.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Cover image'), video);
    expect(screen.queryByAltText('Cover preview')).toBeNull();
    expect(screen.getByText('drills.png')).toBeInTheDocument();
    expect(screen.getByText(/3\.0 MB/)).toBeInTheDocument();
  });

  it('keeps several files with multiple, and shows the upload progress', async () => {
    render(<Harness multiple progress={0.42} />);
    await userEvent.upload(screen.getByLabelText('Cover image'), [png('one.png'), png('two.png')]);
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('one.png');
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('two.png');
    expect(screen.getByText(/2 files chosen/)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Uploading… 42%' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the 2 chosen files' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('reads in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 10)).toBe('5.0 MB');
  });
});
