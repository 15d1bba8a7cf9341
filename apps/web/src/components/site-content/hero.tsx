import { useEffect, useState } from 'react';
import { ACADEMY_NAME, HERO_HEIGHT_VH, HERO_ROTATION_MS, NARROW_BREAKPOINT_PX } from '@academy/contract/site';
import { useMediaQuery } from '../../hooks/use-media-query';
import { heroSrcSet, type HeroContent } from '@academy/contract/site-content-constants';
import { IMAGE_SIZES } from '@academy/contract/page-data';
import { bottomSpan, slidesOf } from './hero-slides';
import './hero.css';

type StripState = 'idle' | 'expanded' | 'collapsed' | 'active' | 'hidden';

export type HeroProps = {
  /** The slides as the academy edited them (site content); undefined while they load. */
  content: HeroContent | undefined;
  /** The Settings preview: this layout whatever the window's width, its own height, and no page heading. */
  preview?: { layout: 'narrow' | 'wide'; height: string };
};

/** The region's name on the home page (its preview in Settings names itself apart). */
export const HERO_LABEL = 'Match highlights';

/**
 * Wide screens: three diagonal strips; hovering one (or picking it with its indicator bar)
 * expands it while the others collapse, and leaving the banner resets the hover.
 * Narrow screens (under 768 px): one slide at a time, advancing every 5 seconds.
 */
export function Hero({ content, preview }: HeroProps) {
  const narrowScreen = useMediaQuery(`(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`);
  const narrow = preview ? preview.layout === 'narrow' : narrowScreen;
  const slides = content ? slidesOf(content) : [];
  const count = slides.length;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    if (!narrow || count === 0) return;
    const timer = setTimeout(() => setActive((i) => (i + 1) % count), HERO_ROTATION_MS);
    return () => clearTimeout(timer);
  }, [narrow, active, count]);

  const current = narrow ? active : (hovered ?? selected);

  const stateOf = (i: number): StripState => {
    if (narrow) return i === active ? 'active' : 'hidden';
    if (current === null) return 'idle';
    return i === current ? 'expanded' : 'collapsed';
  };

  const pick = (i: number) => {
    setActive(i);
    setSelected(i);
  };

  return (
    <section
      className="hero"
      style={{ height: preview?.height ?? `${HERO_HEIGHT_VH}vh` }}
      aria-roledescription="carousel"
      aria-label={preview ? `${HERO_LABEL} (preview)` : HERO_LABEL}
      aria-busy={content ? undefined : true}
      data-layout={narrow ? 'narrow' : 'wide'}
      onMouseLeave={() => setHovered(null)}
    >
      {preview ? null : <h1 className="visually-hidden">{ACADEMY_NAME}</h1>}
      {slides.map((slide, i) => {
        const state = stateOf(i);
        const clipPath = narrow ? 'none' : state === 'expanded' ? slide.hoverClipPath : slide.clipPath;
        const span = bottomSpan(state === 'expanded' ? slide.hoverClipPath : slide.clipPath);
        const captionStyle = narrow
          ? undefined
          : {
              left: `calc(${span.left}% + ${span.left > 0 ? '4.5vw' : 'var(--gutter)'})`,
              width: `calc(${span.right - span.left}% - ${span.left > 0 ? '7vw' : '5vw'})`,
            };
        return (
          <div
            key={i}
            className="hero__slide"
            data-testid="hero-strip"
            data-index={i}
            data-state={state}
            style={{ zIndex: state === 'expanded' ? 2 : 1 }}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={narrow && state === 'hidden' ? true : undefined}
            role="group"
          >
            {narrow ? null : (
              <>
                {/* Gold edges: the strip's own shape shifted a few pixels, peeking out on either side. */}
                <div className="hero__edge hero__edge--left" style={{ clipPath, WebkitClipPath: clipPath }} aria-hidden="true" />
                <div className="hero__edge hero__edge--right" style={{ clipPath, WebkitClipPath: clipPath }} aria-hidden="true" />
              </>
            )}
            <div
              className="hero__strip"
              data-testid="hero-strip-shape"
              style={{ clipPath, WebkitClipPath: clipPath }}
              onMouseEnter={narrow ? undefined : () => setHovered(i)}
            >
              <img
                src={slide.image}
                srcSet={heroSrcSet(slide.image)}
                sizes={IMAGE_SIZES.hero}
                alt={slide.alt}
                className="hero__img"
                width={1600}
                height={1000}
                // The first slide is the page's largest paint (preloaded by the server); the hidden
                // slides wait for it (docs/decisions/020).
                fetchPriority={i === 0 && !preview ? 'high' : 'low'}
                loading={i === 0 && !preview ? 'eager' : 'lazy'}
                decoding="async"
              />
              <div className="hero__shade" aria-hidden="true" />
              <div className="hero__caption" style={captionStyle}>
                <h2 className="hero__title">{slide.title}</h2>
                <p className="hero__desc">{slide.desc}</p>
              </div>
            </div>
          </div>
        );
      })}
      <div className="hero__indicators" role="group" aria-label="Choose a slide">
        {slides.map((slide, i) => (
          <button
            key={i}
            type="button"
            className="hero__bar"
            aria-label={`Show slide ${i + 1}: ${slide.desc}`}
            aria-pressed={current === i}
            onClick={() => pick(i)}
          />
        ))}
      </div>
    </section>
  );
}
