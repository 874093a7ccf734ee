/**
 * "Invite your team" is done once the organization has a second user: anyone holding a seat
 * (`usedUsers` of the licence counts every user but disabled ones, so an invited or collated user
 * waiting for approval counts too).
 */
export function hasTeam(licence: { usedUsers: number } | undefined): boolean {
  return (licence?.usedUsers ?? 0) >= 2;
}
