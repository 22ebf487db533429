// The admin lock-out as the function meets it in AWS: behind CloudFront, which sets CloudFront-Viewer-Address
// from the viewer's connection (the API refuses requests that did not come through CloudFront). Any IPv6
// address can be named here, as no loopback socket can be (test/api/admin.test.ts covers the local stack).
import { describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../support/constants';
import { as, signedInMember } from './support/billing-api';

describe('the admin lock-out behind CloudFront', () => {
  it('locks out a whole IPv6 /64, whichever of its addresses guesses', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const [member, operator] = [await signedInMember(), await signedInMember()];
    const upgrade = (viewer: string, password: string) =>
      as(operator).post(`/api/admin/users/${member.sub}/upgrade`, undefined, {
        'cloudfront-viewer-address': `${viewer}:443`,
        'x-admin-password': password,
      });
    for (let i = 1; i <= 5; i++) expect((await upgrade(`${prefix}:7:0:0:0:${i}`, 'guess')).status).toBe(401);

    expect((await upgrade(`${prefix}:7:ffff:0:0:99`, TEST_ADMIN_PASSWORD)).status).toBe(429);
    // Another /64 of the same /48 is not locked.
    expect((await upgrade(`${prefix}:8::1`, TEST_ADMIN_PASSWORD)).status).toBe(200);
  });
});
