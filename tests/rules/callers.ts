// Who calls, as the rules see them: a visitor, customers and the two admin roles, each with the
// `role` claim the api function sets.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';

export type Caller = 'visitor' | 'customer' | 'otherCustomer' | 'admin' | 'mainAdmin';

export const contextFor = (env: RulesTestEnvironment, caller: Caller): RulesTestContext => {
  switch (caller) {
    case 'visitor':
      return env.unauthenticatedContext();
    case 'customer':
      return env.authenticatedContext('jane', { role: 'user' });
    case 'otherCustomer':
      return env.authenticatedContext('omid', { role: 'user' });
    case 'admin':
      return env.authenticatedContext('ada', { role: 'admin' });
    case 'mainAdmin':
      return env.authenticatedContext('max', { role: 'Main Admin' });
  }
};
