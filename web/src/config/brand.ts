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

export const documentTitle = (page?: string): string =>
  page ? `${page} · ${brand.name}` : `${brand.name} — ${brand.tagline}`;
