/**
 * What every mail of the shop wears: its name, its colours, a column that reads in a narrow window,
 * a dark variant for mail apps that ask for one, and a footer (with an unsubscribe link when the mail
 * is one a person can stop). Built from React Email components; `renderMail` gives the HTML and the
 * plain-text part.
 */
import { brand, charcoal, plum, rose, sand, type MailMessage } from '@shop/contract';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import type { ReactElement, ReactNode } from 'react';
import { shopLink } from './links';

const FONT = '"Helvetica Neue", Arial, sans-serif';

/** Mail apps that honour prefers-color-scheme swap to the shop's dark palette. */
const DARK_MODE_CSS = `
@media (prefers-color-scheme: dark) {
  /* React Email's Body repeats its light background on the table cell it wraps the mail in. */
  .mail-body,
  .mail-body > table > tbody > tr > td { background-color: ${charcoal[950]} !important; }
  .mail-card { background-color: ${charcoal[900]} !important; border-color: ${charcoal[600]} !important; }
  .mail-text, .mail-heading { color: #f4ede8 !important; }
  .mail-muted { color: #c4b7ae !important; }
  .mail-rule { border-color: ${charcoal[600]} !important; }
  .mail-link { color: ${rose[300]} !important; }
  .mail-button { background-color: ${rose[300]} !important; color: ${charcoal[950]} !important; }
}
@media (max-width: 480px) {
  .mail-card { padding: 20px 16px !important; }
}
`;

export const mailStyles = {
  text: { color: sand[900], fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  muted: { color: sand[700], fontSize: '14px', lineHeight: '20px', margin: '0 0 12px' },
  // A long link (a signed token) wraps instead of widening a narrow window.
  link: { color: rose[600], textDecoration: 'underline', overflowWrap: 'anywhere', wordBreak: 'break-word' },
} as const;

interface MailLayoutProps {
  /** The line mail apps show beside the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** The one-click unsubscribe link of a mail a person asked for (a back-in-stock alert). */
  unsubscribeUrl?: string;
}

export const MailLayout = ({ preview, heading, children, unsubscribeUrl }: MailLayoutProps) => (
  <Html lang="en">
    <Head>
      <meta name="color-scheme" content="light dark" />
      <meta name="supported-color-schemes" content="light dark" />
      <style>{DARK_MODE_CSS}</style>
    </Head>
    <Preview>{preview}</Preview>
    <Body className="mail-body" style={{ backgroundColor: sand[100], fontFamily: FONT, margin: 0, padding: '24px 0' }}>
      <Container style={{ maxWidth: '560px', width: '100%', margin: '0 auto', padding: '0 12px' }}>
        <Section style={{ padding: '8px 0 20px', textAlign: 'center' }}>
          <Link
            href={shopLink('/')}
            className="mail-link"
            style={{ color: plum[700], fontFamily: 'Georgia, serif', fontSize: '26px', textDecoration: 'none' }}
          >
            {brand.name}
          </Link>
        </Section>
        <Section
          className="mail-card"
          style={{
            backgroundColor: '#ffffff',
            border: `1px solid ${sand[300]}`,
            borderRadius: '12px',
            padding: '28px 32px',
          }}
        >
          <Heading
            as="h1"
            className="mail-heading"
            style={{
              color: sand[900],
              fontFamily: 'Georgia, serif',
              fontSize: '24px',
              fontWeight: 500,
              margin: '0 0 20px',
            }}
          >
            {heading}
          </Heading>
          {children}
        </Section>
        <Hr className="mail-rule" style={{ borderColor: sand[300], margin: '24px 0 12px' }} />
        <Text className="mail-muted" style={{ ...mailStyles.muted, textAlign: 'center' }}>
          {brand.name} · {brand.address}
        </Text>
        {unsubscribeUrl ? (
          <Text className="mail-muted" style={{ ...mailStyles.muted, textAlign: 'center' }}>
            <Link href={unsubscribeUrl} className="mail-link" style={mailStyles.link}>
              Unsubscribe from this alert
            </Link>
          </Text>
        ) : null}
      </Container>
    </Body>
  </Html>
);

/** A paragraph in the shop's body text. */
export const MailText = ({ children }: { children: ReactNode }) => (
  <Text className="mail-text" style={mailStyles.text}>
    {children}
  </Text>
);

/** The mail's one call to action, a button with its address written out in the plain-text part. */
export const MailButton = ({ href, children }: { href: string; children: string }) => (
  <Section style={{ margin: '8px 0 20px' }}>
    <Button
      href={href}
      className="mail-button"
      style={{
        backgroundColor: rose[600],
        borderRadius: '999px',
        color: '#ffffff',
        fontSize: '16px',
        fontWeight: 600,
        padding: '12px 24px',
        textDecoration: 'none',
      }}
    >
      {children}
    </Button>
  </Section>
);

/** The subject, the HTML and the plain-text part of a mail. */
export const renderMail = async (subject: string, mail: ReactElement): Promise<MailMessage> => {
  const [html, text] = await Promise.all([render(mail), render(mail, { plainText: true })]);
  return { subject, html, text };
};
