import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_ROTATION_MS } from '@academy/contract/site';
import { HERO_DEFAULT, HERO_STRIPS } from '@academy/contract/site-content-constants';
import { mockMatchMedia, renderWithProviders } from '../../test/utils';
import { Hero } from './hero';

const states = () => screen.getAllByTestId('hero-strip').map((s) => s.getAttribute('data-state'));

describe('Hero', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances the active slide every 5 seconds on narrow screens, cycling', () => {
    vi.useFakeTimers();
    mockMatchMedia(true);
    renderWithProviders(<Hero content={HERO_DEFAULT} />);
    expect(states()).toEqual(['active', 'hidden', 'hidden']);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS - 1));
    expect(states()).toEqual(['active', 'hidden', 'hidden']);
    act(() => vi.advanceTimersByTime(1));
    expect(states()).toEqual(['hidden', 'active', 'hidden']);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS));
    expect(states()).toEqual(['hidden', 'hidden', 'active']);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS));
    expect(states()).toEqual(['active', 'hidden', 'hidden']);
  });

  it('never rotates on wide screens; hover expands one strip and leaving resets', () => {
    vi.useFakeTimers();
    mockMatchMedia(false);
    renderWithProviders(<Hero content={HERO_DEFAULT} />);
    expect(states()).toEqual(['idle', 'idle', 'idle']);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS * 3));
    expect(states()).toEqual(['idle', 'idle', 'idle']);

    const shapes = screen.getAllByTestId('hero-strip-shape');
    fireEvent.mouseEnter(shapes[1]!);
    expect(states()).toEqual(['collapsed', 'expanded', 'collapsed']);
    expect(shapes[1]!.style.clipPath).toBe(HERO_STRIPS[1].hoverClipPath);
    expect(shapes[0]!.style.clipPath).toBe(HERO_STRIPS[0].clipPath);

    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Match highlights' }));
    expect(states()).toEqual(['idle', 'idle', 'idle']);
  });

  it('indicator bars pick a slide', () => {
    mockMatchMedia(false);
    renderWithProviders(<Hero content={HERO_DEFAULT} />);
    fireEvent.click(screen.getByRole('button', { name: /Show slide 3/ }));
    expect(states()).toEqual(['collapsed', 'collapsed', 'expanded']);
    expect(screen.getByRole('button', { name: /Show slide 3/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
