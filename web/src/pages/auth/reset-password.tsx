// The second reading of the reset link (spec 000 §2): the same page as /reset-password.
export { default } from '../reset-password.tsx';
