import { describe, expect, it } from 'vitest';
import { normalizeRegistration } from './normalize-registration';

describe('normalizeRegistration', () => {
  it('reads the snake_case fields of the API', () => {
    const view = normalizeRegistration({ id: 3, player_name: 'Ama', player_age: 12, current_school: 'Hill School', contact_permission: 'yes' });
    expect(view).toMatchObject({ id: 3, playerName: 'Ama', playerAge: '12', school: 'Hill School', contactPermission: 'yes' });
  });

  it('falls back to the alternate and camelCase names', () => {
    const view = normalizeRegistration({ id: 4, athlete_name: 'Kofi', age: 11, school: 'Bay', contact_preference: 'no', parentName: 'Esi' });
    expect(view).toMatchObject({ playerName: 'Kofi', playerAge: '11', school: 'Bay', contactPermission: 'no', parentName: 'Esi' });
    const camel = normalizeRegistration({ id: 5, playerName: 'Yaw', playerAge: 13, currentSchool: 'Lake' });
    expect(camel).toMatchObject({ playerName: 'Yaw', playerAge: '13', school: 'Lake', status: 'pending' });
  });
});
