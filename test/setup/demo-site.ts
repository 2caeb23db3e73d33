// A site that runs the demo payment gateway on purpose: declared a demonstration
// ("siteMode": "demo") and asking for the gateway. The suites that pay card or online-banking
// orders on its page start their server with these overrides; the shipped config runs no
// gateway, and a server asked for one on any other site refuses to start.
export function demoGatewaySite(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const wallet = (overrides.wallet ?? {}) as Record<string, unknown>;
  return { ...overrides, siteMode: 'demo', wallet: { ...wallet, demoGateway: true } };
}
