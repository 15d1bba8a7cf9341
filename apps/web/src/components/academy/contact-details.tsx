import { ACADEMY_TEXTS as T, fullAddress, mailtoHref, openStreetMapUrl, telHref, type AcademyFacts } from '@academy/contract/academy-constants';

/** The street address and town, with a link that opens the place on OpenStreetMap (no embed, no tracker). */
export function AddressWithMap({ facts, className }: { facts: AcademyFacts; className?: string }) {
  const address = fullAddress(facts);
  return (
    <span className={className}>
      <span className="academy-address">
        {facts.address}
        <br />
        {facts.town}
      </span>{' '}
      <a
        className="academy-map-link"
        href={openStreetMapUrl(facts.latitude, facts.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={T.openInMapsLabel(address)}
      >
        {T.openInMaps}
      </a>
    </span>
  );
}

/** Tap to call. */
export const PhoneLink = ({ phone, className }: { phone: string; className?: string }) => (
  <a className={className} href={telHref(phone)} aria-label={T.callLabel(phone)}>
    {phone}
  </a>
);

/** Opens a new mail. */
export const EmailLink = ({ email, className }: { email: string; className?: string }) => (
  <a className={className} href={mailtoHref(email)} aria-label={T.emailLabel(email)}>
    {email}
  </a>
);
