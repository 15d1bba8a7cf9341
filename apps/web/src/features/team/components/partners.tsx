const PARTNERS = [
  { name: 'Greenfield Sports', logo: '/partners/greenfield.svg' },
  { name: 'Atlas Kits', logo: '/partners/atlas.svg' },
  { name: 'Sunrise Bank', logo: '/partners/sunrise.svg' },
  { name: 'Velocity Drinks', logo: '/partners/velocity.svg' },
  { name: 'City Health Clinic', logo: '/partners/cityhealth.svg' },
] as const;

export function Partners() {
  return (
    <section className="section section--surface" aria-labelledby="partners-title">
      <div className="container">
        <span className="eyebrow">Supported by</span>
        <h2 className="heading" id="partners-title">
          Our Partners
        </h2>
        <ul className="partners below-fold">
          {PARTNERS.map((p) => (
            <li key={p.name}>
              <img src={p.logo} alt={p.name} width="200" height="80" loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
