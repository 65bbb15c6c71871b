// What the route table needs from reporting a sign-in: one container per path.
export { ReportSigninContainer } from './ReportSignin/container';
export { SigninReportedContainer } from './SigninReported/container';
