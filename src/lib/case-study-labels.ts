/** Pure rules for case studies: how an engagement and a client are described in one line. */
interface TeamMember {
  role: string;
  count: number;
}

export function teamSize(team: readonly TeamMember[]): number {
  return team.reduce((sum, member) => sum + member.count, 0);
}

/** "1 principal cloud architect, 2 senior cloud engineers": roles are written singular, in sentence case. */
export function teamLabel(team: readonly TeamMember[]): string {
  return team.map(({ role, count }) => `${count} ${role.charAt(0).toLowerCase()}${role.slice(1)}${count > 1 ? 's' : ''}`).join(', ');
}

/** "26 weeks, started 2021". */
export function engagementLabel(weeks: number, year: number): string {
  return `${weeks} weeks, started ${year}`;
}

/** "Regional logistics and warehousing · 1,000–5,000 employees · US Southeast". */
export function clientLabel(client: { industry: string; size: string; region: string }): string {
  return [client.industry, client.size, client.region].join(' · ');
}
