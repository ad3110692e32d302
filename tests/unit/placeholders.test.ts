/** Stand-in contact details are recognised, each named by the setting an editor changes. */
import { describe, expect, it } from 'vitest';
import { findPlaceholders, identityCheck, type Identity } from '../../src/config/placeholders.ts';

const real: Identity = {
  contact: { email: 'sales@basalt-technologies.com', securityEmail: 'security@basalt-technologies.com', phone: '+1 (800) 421-7730', phoneE164: '+18004217730' },
  social: [{ name: 'GitHub', href: 'https://github.com/basalt-technologies' }],
  people: [{ id: 'jordan-reyes', profileUrl: 'https://www.linkedin.com/in/jordan-reyes-basalt' }],
};
const withContact = (contact: Partial<Identity['contact']>): Identity => ({ ...real, contact: { ...real.contact, ...contact } });
const settings = (identity: Identity) => findPlaceholders(identity).map((found) => found.setting);

describe('findPlaceholders', () => {
  it('accepts real-looking details', () => {
    expect(findPlaceholders(real)).toEqual([]);
  });

  it('refuses mailboxes on documentation domains', () => {
    for (const email of ['sales@example.com', 'sales@example.org', 'sales@mail.example.net', 'sales@basalt.example', 'sales@basalt.test']) {
      expect(settings(withContact({ email }))).toEqual(['CONTACT.email in src/config/contact.ts']);
    }
    expect(settings(withContact({ securityEmail: 'security@example.com' }))).toEqual(['CONTACT.securityEmail in src/config/contact.ts']);
  });

  it('refuses 555-0100 to 555-0199 however the number is written, but not other 555 numbers', () => {
    const found = findPlaceholders(withContact({ phone: '+1 (800) 555-0134', phoneE164: '+18005550134' }));
    expect(found.map((item) => item.setting)).toEqual(['CONTACT.phone in src/config/contact.ts', 'CONTACT.phoneE164 in src/config/contact.ts']);
    expect(found[0]!.reason).toMatch(/reserved for fictional use/);
    expect(findPlaceholders(withContact({ phone: '+1 (336) 555-0199', phoneE164: '+13365550199' }))).toHaveLength(2);
    expect(findPlaceholders(withContact({ phone: '+1 (336) 555-0200', phoneE164: '+13365550200' }))).toEqual([]);
  });

  it('refuses a tap-to-call number that differs from the number shown', () => {
    expect(settings(withContact({ phoneE164: '+18004217731' }))).toEqual(['CONTACT.phoneE164 in src/config/contact.ts']);
  });

  it('refuses profile links that name no profile', () => {
    for (const href of [
      'https://x.com/',
      'https://github.com/your-company',
      'https://www.linkedin.com/company/example',
      'https://example.com/basalt',
      'not a url',
    ]) {
      expect(settings({ ...real, social: [{ name: 'GitHub', href }] })).toEqual(['the GitHub entry of SOCIAL in src/config/identity.ts']);
    }
    expect(settings({ ...real, people: [{ id: 'amara-okafor', profileUrl: 'https://www.linkedin.com/in/username' }] })).toEqual([
      'profileUrl of amara-okafor in PEOPLE, src/config/identity.ts',
    ]);
  });
});

describe('identityCheck', () => {
  const found = findPlaceholders(withContact({ email: 'sales@example.com' }));

  it('fails a deployment, listing the setting, the value and the reason', () => {
    const { error, warning } = identityCheck('https://www.basalt-technologies.com', found);
    expect(warning).toBeUndefined();
    expect(error).toContain('SITE_URL is https://www.basalt-technologies.com');
    expect(error).toContain('CONTACT.email in src/config/contact.ts is sales@example.com: example.com is reserved for documentation');
  });

  it('only warns in a local build, and says nothing when every detail is real', () => {
    expect(identityCheck(undefined, found)).toEqual({ warning: expect.stringContaining('CONTACT.email in src/config/contact.ts') });
    expect(identityCheck('https://www.basalt-technologies.com', [])).toEqual({});
  });
});
