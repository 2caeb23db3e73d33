// A site with every way to reach support configured (download and social links, a live-chat
// and a WhatsApp customer-service entry, the platform chat), for suites about those entries:
// the shipped site config has none, so a new site offers no dead end (docs/configuration.md).
// example.com addresses (RFC 2606) never reach anyone.
export const SUPPORT_SITE = {
  links: [
    { resourceType: 'Android', url: 'https://downloads.example.com/aurora.apk' },
    { resourceType: 'IOS', url: 'https://apps.example.com/aurora' },
    { resourceType: 'MOBILECONFIG', url: 'https://downloads.example.com/aurora.mobileconfig' },
    { resourceType: 'TELEGRAM', url: 'https://t.me/example_support' },
    { resourceType: 'WHATSAPP', url: 'https://wa.me/5511999999999' },
    { resourceType: 'INSTAGRAM', url: 'https://instagram.example.com/aurora' },
    { resourceType: 'YOUTUBE', url: 'https://youtube.example.com/@aurora' },
  ],
  customerService: [
    { csType: 'LIVECHAT', type: '3', path: 'https://chat.example.com/aurora' },
    { csType: 'WHATSAPP', type: '1', path: 'https://wa.me/5511999999999' },
  ],
  chat: { launchUrl: 'https://chat.example.com/aurora/room' },
} as const;
