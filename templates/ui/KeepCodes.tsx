/**
 * A registration code ("CRO-SP") never breaks at its hyphen. Chromium breaks a line after any
 * hyphen, and the type has no non-breaking one, so the code is set on one line by CSS.
 */
export function KeepCodes({ text }: { text: string }) {
  return (
    <>
      {text.split(/\b([A-Z]{2,4}-[A-Z]{2})\b/).map((part, i) =>
        i % 2 ? (
          <span key={`${i}-${part}`} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
