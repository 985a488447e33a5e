// The mail module's surface: what other modules and app.ts may import. Every other file here is internal.
export { chatTranscriptMail, type TranscriptLine } from './chat-templates.ts';
export { mailRoutes } from './mail.routes.ts';
export type { MailMessage } from './mailer.ts';
export { registerMailer } from './mailer.ts';
export { type NoticeMailText, noticeMail } from './notice-templates.ts';
export { type ServiceReportMailText, serviceReportMail } from './report-templates.ts';
export type { MailContext } from './templates.ts';
export {
  accountApprovedMail,
  addressInUseMail,
  otpMail,
  resetPasswordMail,
  usernameTakenMail,
  verifyEmailMail,
} from './templates.ts';
