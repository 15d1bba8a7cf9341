import { describe, expect, it } from 'vitest';
import { ACADEMY_DEFAULTS, ACADEMY_MESSAGES, AcademyInputSchema, AcademySchema, fullAddress, mailtoHref, openStreetMapUrl, telHref } from './academy.ts';

describe('academy helpers', () => {
  it('builds an OpenStreetMap link with a marker, rounded to 6 decimals', () => {
    expect(openStreetMapUrl(39.7817, -89.6501)).toBe('https://www.openstreetmap.org/?mlat=39.7817&mlon=-89.6501#map=17/39.7817/-89.6501');
    expect(openStreetMapUrl(0.123456789, 32.5)).toBe('https://www.openstreetmap.org/?mlat=0.123457&mlon=32.5#map=17/0.123457/32.5');
  });

  it('makes tap-to-call and mailto links', () => {
    expect(telHref('+1 (555) 010-2025')).toBe('tel:+15550102025');
    expect(telHref('+44 (0)20 7946 0000')).toBe('tel:+442079460000');
    expect(telHref('020 7946 0000')).toBe('tel:02079460000');
    expect(mailtoHref(' info@futurestars.academy ')).toBe('mailto:info@futurestars.academy');
    expect(fullAddress(ACADEMY_DEFAULTS)).toBe('Academy Training Ground, Stadium Road, Springfield');
  });
});

describe('AcademyInputSchema', () => {
  it('accepts the defaults as they are, and they are a valid answer', () => {
    expect(AcademyInputSchema.parse(ACADEMY_DEFAULTS)).toEqual(ACADEMY_DEFAULTS);
    expect(AcademySchema.safeParse(ACADEMY_DEFAULTS).success).toBe(true);
  });

  it.each([
    [{ phone: 'ring us' }, 'phone', ACADEMY_MESSAGES.phone],
    [{ latitude: 90.5 }, 'latitude', ACADEMY_MESSAGES.latitude],
    [{ longitude: Number.NaN }, 'longitude', ACADEMY_MESSAGES.longitude],
    [{ email: 'nope' }, 'email', ACADEMY_MESSAGES.email],
    [{ town: '  ' }, 'town', ACADEMY_MESSAGES.townRequired],
    [{ social: { ...ACADEMY_DEFAULTS.social, x: 'ftp://x.com/a' } }, 'social.x', ACADEMY_MESSAGES.socialUrl],
    [{ training: [{ age_group: 'U10', days: '', times: '5 pm' }] }, 'training.0.days', ACADEMY_MESSAGES.daysRequired],
  ])('refuses %o with its message', (change, path, message) => {
    const result = AcademyInputSchema.safeParse({ ...ACADEMY_DEFAULTS, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path.join('.') === path);
    expect(issue?.message).toBe(message);
  });

  it('refuses an answer with a field the contract does not declare', () => {
    expect(AcademySchema.safeParse({ ...ACADEMY_DEFAULTS, secret: 1 }).success).toBe(false);
  });
});
