import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A one-time message passed to the next screen through navigation state ({ flash }). */
export type FlashState = { flash?: string };

export function useFlash(): [string | null, (message: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const initial = (location.state as FlashState | null)?.flash ?? null;
  const [message, setMessage] = useState<string | null>(initial);

  useEffect(() => {
    // Clear it from history so a reload does not show it again.
    if (initial) navigate(location.pathname + location.search, { replace: true, state: null });
  }, [initial, location.pathname, location.search, navigate]);

  return [message, setMessage];
}
