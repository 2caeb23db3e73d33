// Facts about this device, read once (SPEC §9 device checks). The native shell adds the 'app' class.
import { deviceFacts, type DeviceFacts } from '../lib/device';

function read(): DeviceFacts {
  if (typeof navigator === 'undefined') return deviceFacts('', false, undefined);
  const standaloneQuery = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  return deviceFacts(
    navigator.userAgent,
    standaloneQuery,
    (navigator as Navigator & { standalone?: boolean }).standalone,
  );
}

export const device: DeviceFacts = read();
if (device.nativeShell && typeof document !== 'undefined') document.documentElement.classList.add('app');
