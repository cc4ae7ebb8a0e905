// What the subscriptions api answers and its forms say. Its own file, so the forms (forms.ts) and the contract can
// both use it.
export const SUBSCRIPTION_MESSAGES = {
  notAuthenticated: 'User not authenticated',
  planUnavailable: 'This plan is not available.',
  providerUnavailable: 'This payment method is not available.',
  alreadySubscribed: 'You already have a subscription. Change its plan instead.',
  notFound: 'Subscription not found.',
  notActive: 'This subscription is not active.',
  noUnlocksLeft: 'You have no subscription unlocks left this period.',
  tooFewUnlocksLeft: (asked: number, left: number) =>
    `You asked to unlock ${asked} documents, and you have ${left} subscription ${left === 1 ? 'unlock' : 'unlocks'} left this period.`,
  documentUnavailable: 'Some of these documents cannot be unlocked.',
  alreadyOwned: 'You already own this document.',
  samePlan: 'You are already on this plan.',
  providerFailed: 'The payment provider could not be reached. Please try again.',
  planNotFound: 'Plan not found.',
  giveReason: 'Give a reason',
} as const;
