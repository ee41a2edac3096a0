/**
 * The shop's name, contact details and colours: the web app's theme and the mail the shop sends
 * (functions/src/mail) both dress in them.
 */
export const brand = {
  name: 'Aurelle Beauty',
  wordmark: 'Aurelle',
  tagline: 'Clean make-up & skincare',
  address: '214 Rosewood Avenue, Suite 3, Toronto, ON M5R 2L8, Canada',
  phone: '+1 (416) 555-0142',
  email: 'hello@aurelle-beauty.example',
  promise: 'Vegan · Gluten-free · Never tested on animals · Recyclable packaging',
  copyrightYear: 2023,
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/aurellebeauty' },
    { name: 'Facebook', href: 'https://www.facebook.com/aurellebeauty' },
    { name: 'YouTube', href: 'https://www.youtube.com/@aurellebeauty' },
    { name: 'Pinterest', href: 'https://www.pinterest.com/aurellebeauty' },
  ],
} as const;

/** Rose clay: the brand colour (buttons, links, highlights). */
export const rose = {
  50: '#fcf4f2',
  100: '#f7e4df',
  200: '#eec8be',
  300: '#e1a699',
  400: '#d08676',
  500: '#b96a5b',
  600: '#9b5246',
  700: '#7e4137',
  800: '#5f312a',
  900: '#42221d',
} as const;

/** Deep plum: secondary accents. */
export const plum = {
  50: '#f8f2f5',
  100: '#eddfe6',
  200: '#d9bfcd',
  300: '#bf98ad',
  400: '#9f7089',
  500: '#7f516a',
  600: '#663e55',
  700: '#4e2e41',
  800: '#38212f',
  900: '#25161f',
} as const;

/** Warm neutrals: cream backgrounds, espresso text. */
export const sand = {
  50: '#fdfbf8',
  100: '#faf6f1',
  200: '#f3ece4',
  300: '#e8ddd1',
  400: '#d2c3b4',
  500: '#ab9b8c',
  600: '#7f7065',
  700: '#5b4f47',
  800: '#3a322d',
  900: '#231d1a',
} as const;

/** Rich charcoal with a hint of plum: dark-mode surfaces. */
export const charcoal = {
  950: '#141112',
  900: '#1b1718',
  800: '#231e20',
  700: '#2e282a',
  600: '#3c3537',
  500: '#524a4c',
} as const;
