/**
 * Where the platform's dashboard keeps a project's domains, as the custom-domain procedure names it
 * (the platform profile's `dashboard.domainsSettings`): a param of every finding that sends the
 * owner to the dashboard, so each says it the same way, in the words of the platform the run was given.
 */
export interface DashboardPlace {
  readonly domainsSettings: string;
}
