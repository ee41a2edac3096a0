/** A seeded customer of the shop's history: an account nobody signs in to (it has no password). */
export interface SeedCustomer {
  uid: string;
  username: string;
  firstname: string;
  lastname: string;
}

const NAMES: readonly (readonly [firstname: string, lastname: string])[] = [
  ['Ava', 'Morgan'],
  ['Liam', 'Chen'],
  ['Sofia', 'Rossi'],
  ['Noah', 'Patel'],
  ['Mia', 'Novak'],
  ['Lucas', 'Silva'],
  ['Emma', 'Larsen'],
  ['Yusuf', 'Demir'],
  ['Chloe', 'Martin'],
  ['Mateo', 'Garcia'],
  ['Hana', 'Sato'],
  ['Ethan', 'Brooks'],
  ['Amara', 'Okafor'],
  ['Leo', 'Fischer'],
  ['Isla', 'Walsh'],
  ['Ravi', 'Kumar'],
  ['Zoe', 'Dubois'],
  ['Omar', 'Haddad'],
  ['Nina', 'Petrova'],
  ['Felix', 'Wagner'],
  ['Layla', 'Karimi'],
  ['Daniel', 'Kim'],
  ['Grace', 'Adams'],
  ['Arjun', 'Mehta'],
  ['Elena', 'Costa'],
  ['Samir', 'Nasser'],
  ['Freya', 'Hansen'],
  ['Diego', 'Lopez'],
  ['Maya', 'Cohen'],
  ['Theo', 'Laurent'],
];

/**
 * "first.last", or "first.l" where that is longer than the 10 characters a username may have. The dot
 * keeps them apart from the usernames the browser tests register (letters and digits only).
 */
const usernameOf = (firstname: string, lastname: string): string => {
  const full = `${firstname}.${lastname}`.toLowerCase();
  return full.length <= 10 ? full : `${firstname}.${lastname.charAt(0)}`.toLowerCase();
};

/** The shop's other customers, whose orders make the admin dashboard's history. */
export const CUSTOMERS: readonly SeedCustomer[] = NAMES.map(([firstname, lastname]) => {
  const username = usernameOf(firstname, lastname);
  return { uid: `seed-${username}`, username, firstname, lastname };
});
