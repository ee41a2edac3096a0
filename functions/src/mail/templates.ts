/**
 * The shop's mails, loaded on first use. React Email and its renderer are a third of what a function
 * instance loads as it starts (some 0.4 s of CPU), and most instances never write a mail: every request
 * that does waits for them once.
 */
export const mailTemplates = () => import('./templates/index');
