/** The visitor the form tests fill in: the unit tests post it to the Worker, the browser tests type it. */
export const VISITOR = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  company: 'Fleet Systems',
  project: 'cloud-migration',
  message: 'We need to move 40 services to AWS before our data-centre lease ends in March.',
};
