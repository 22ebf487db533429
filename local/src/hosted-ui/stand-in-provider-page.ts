import type { ProviderProfile } from './federated-accounts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#1f2937}
h1{font-size:1.4rem}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;box-sizing:border-box}
button{margin-top:16px;padding:10px 16px;width:100%;cursor:pointer}.note{color:#4b5563;font-size:.9rem}
.error{color:#b91c1c}ul{list-style:none;padding:0}`;

/**
 * The identity provider's sign-in page, played locally: no real Google account is involved, the person
 * picks an identity used before or types a name and an e-mail address, and the provider vouches for it.
 */
export function standInProviderPage(options: {
  providerName: string;
  action: string;
  known: ProviderProfile[];
  error?: string;
  values?: Partial<ProviderProfile>;
}): string {
  const { providerName, action, known, error, values = {} } = options;
  const picks = known
    .map(
      (profile) => `<li><form method="post" action="${escapeHtml(action)}">
  <input type="hidden" name="email" value="${escapeHtml(profile.email)}">
  <input type="hidden" name="givenName" value="${escapeHtml(profile.givenName)}">
  <input type="hidden" name="familyName" value="${escapeHtml(profile.familyName)}">
  <button type="submit">Continue as ${escapeHtml(`${profile.givenName} ${profile.familyName}`.trim())} (${escapeHtml(profile.email)})</button>
</form></li>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${escapeHtml(providerName)} (local stand-in)</title><style>${STYLE}</style></head>
<body><main>
<h1>Sign in with ${escapeHtml(providerName)}</h1>
<p class="note">Local stand-in for ${escapeHtml(providerName)}: nothing leaves this machine.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${picks ? `<ul aria-label="Accounts used before">${picks}</ul>` : ''}
<form method="post" action="${escapeHtml(action)}" aria-label="Another account">
  <label for="email">Email</label><input id="email" name="email" type="email" required value="${escapeHtml(values.email ?? '')}">
  <label for="givenName">First name</label><input id="givenName" name="givenName" required value="${escapeHtml(values.givenName ?? '')}">
  <label for="familyName">Last name</label><input id="familyName" name="familyName" required value="${escapeHtml(values.familyName ?? '')}">
  <button type="submit">Continue</button>
</form>
</main></body></html>`;
}
