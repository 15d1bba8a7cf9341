import type { UseFormRegisterReturn } from 'react-hook-form';

/** A field people never see; bots fill it in, and the server then stores nothing. */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
