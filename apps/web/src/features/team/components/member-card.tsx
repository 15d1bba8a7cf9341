import { TEAM_ROLE_LABELS, isCoachRole } from '@academy/contract/team-constants';
import type { TeamMember } from '@academy/contract/team';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { IMAGE_SIZES } from '@academy/contract/page-data';

export function MemberCard({ member, largest = false }: { member: TeamMember; largest?: boolean }) {
  const label = TEAM_ROLE_LABELS[member.role] ?? member.role;
  const showNumber = !isCoachRole(member.role) && member.jersey_number !== null;
  return (
    <article className="card member-card">
      <div className="card__media member-card__media">
        <ResponsiveImage
          src={member.image ?? member.image_url}
          alt={`${member.name}, ${label}`}
          width={member.image_width}
          height={member.image_height}
          fallbackRatio={4 / 5}
          sizes={IMAGE_SIZES.teamMember}
          largest={largest}
        />
        {showNumber ? (
          <span className="member-card__number" aria-label={`Jersey number ${member.jersey_number}`}>
            {member.jersey_number}
          </span>
        ) : null}
      </div>
      <div className="member-card__body">
        <h3 className="member-card__name">{member.name}</h3>
        <p className="member-card__role">{label}</p>
      </div>
    </article>
  );
}
