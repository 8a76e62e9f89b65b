import { useEffect, useState } from 'react';

/** Spec 001 §4 / §9: the report layout is mobile at 800 px or less and stays mobile until the width exceeds 1000. */
export const MOBILE_ENTER = 800;
export const MOBILE_LEAVE = 1000;
export const nextMobile = (mobile: boolean, width: number): boolean =>
  mobile ? width <= MOBILE_LEAVE : width <= MOBILE_ENTER;

/** The report layout of spec 001 §4 (the key-control reports, the service-request reports). */
export function useReportMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && window.innerWidth <= MOBILE_ENTER);
  useEffect(() => {
    const onResize = () => setMobile((m) => nextMobile(m, window.innerWidth));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return mobile;
}
