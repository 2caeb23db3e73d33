// Start-up path: the site status, which every page waits for before its first render.
// Site status, help, captcha, customer service and error reports (SPEC §7 System).
// One export per call, so a chunk carries only the paths and guards of the calls it makes.
import type { Endpoint } from '../endpoints';
import type { SiteStatus } from '../types';
import { isObj, isStr, arrayOf, fields } from '../guards';

const isStatus = /* @__PURE__ */ fields<SiteStatus>({
  maintenance: (v) => typeof v === 'boolean',
  regionRestriction: (v) => typeof v === 'boolean',
  whitelabel: isObj,
  templates: isObj,
  links: Array.isArray,
  customerService: Array.isArray,
  imageCDNs: /* @__PURE__ */ arrayOf(isStr),
});

export const systemStatus: Endpoint<'systemStatus'> = {
  method: 'GET',
  path: '/wps/system/status',
  shape: isStatus,
};
export const helpCentre: Endpoint<'helpCentre'> = {
  method: 'GET',
  path: '/wps/system/help',
  shape: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ title: isStr, content: isStr })),
};
export const clientError: Endpoint<'clientError'> = {
  method: 'POST',
  path: '/wps/system/clientError',
  shape: (v): v is null => v === null,
};
export const captcha: Endpoint<'captcha'> = {
  method: 'GET',
  path: '/wps/system/captcha',
  shape: /* @__PURE__ */ fields({ key: isStr, image: (v): v is string => isStr(v) && v.startsWith('data:image/') }),
};
export const customerService: Endpoint<'customerService'> = {
  method: 'GET',
  path: '/wps/system/customerService',
  shape: /* @__PURE__ */ fields({
    version: /* @__PURE__ */ fields({
      pathList: /* @__PURE__ */ arrayOf(/* @__PURE__ */ fields({ csType: isStr, type: isStr, path: isStr })),
    }),
  }),
};
export const devOutbox: Endpoint<'devOutbox'> = {
  method: 'GET',
  path: '/wps/dev/outbox',
  shape: /* @__PURE__ */ arrayOf(
    /* @__PURE__ */ fields({ mobileNum: isStr, countryDialingCode: isStr, text: isStr, createdAt: isStr }),
  ),
};
